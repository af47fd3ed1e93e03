// The list of chosen PDFs (product §2, §5): repeated drops add to it, the same file dropped twice counts once, and it never
// grows past the batch limit; plus the credit check that gates Start AI Processing.
import { creditsForFiles, insufficientCreditsMessage as insufficientCreditsText } from "../../../contract/credits";
import { MAX_FILES_PER_BATCH } from "../../../contract/uploads";

type FileLike = { name: string; size: number; lastModified: number };

const fileKey = (f: FileLike) => `${f.name}\u0000${f.size}\u0000${f.lastModified}`;

export type AddFilesResult<F> = { files: F[]; droppedForLimit: number };

export function addFiles<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  limit = MAX_FILES_PER_BATCH,
): AddFilesResult<F> {
  const seen = new Set(current.map(fileKey));
  const files = [...current];
  let droppedForLimit = 0;
  for (const file of added) {
    const key = fileKey(file);
    if (seen.has(key)) continue;
    if (files.length >= limit) {
      droppedForLimit++;
      continue;
    }
    seen.add(key);
    files.push(file);
  }
  return { files, droppedForLimit };
}

export type CreditCheck = { needed: number; available: number; sufficient: boolean };

export function checkCredits(files: readonly { size: number }[], available: number): CreditCheck {
  const needed = files.length === 0 ? 0 : creditsForFiles(files.map((f) => f.size));
  return { needed, available, sufficient: available > 0 && needed <= available };
}

/** Product §8 wording, kept exactly. */
export function insufficientCreditsMessage(check: CreditCheck): string {
  return insufficientCreditsText(check.needed, check.available);
}
