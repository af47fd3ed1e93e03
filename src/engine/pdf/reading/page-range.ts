// Clamps a requested page range to the document and splits it into contiguous chunks.
import type { PageRange } from "../../types";

export function resolvePageRange(pageCount: number, requested?: PageRange): PageRange {
  const from = Math.max(1, Math.floor(requested?.from ?? 1));
  const to = Math.min(pageCount, Math.floor(requested?.to ?? pageCount));
  return { from, to };
}

export function splitIntoChunks(range: PageRange, chunkSize: number): PageRange[] {
  const chunks: PageRange[] = [];
  for (let from = range.from; from <= range.to; from += chunkSize) {
    chunks.push({ from, to: Math.min(range.to, from + chunkSize - 1) });
  }
  return chunks;
}
