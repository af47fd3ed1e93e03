// Order statistics over measurements of a page (line steps, run heights).

/** The value at share `p` (0–1) of the sorted values, or null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers natively, without calling a comparison function per pair.
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor((sorted.length - 1) * p)]!;
}

export function median(values: readonly number[]): number | null {
  return percentile(values, 0.5);
}
