// Deleting the files behind one results page: a single scan, or every file of a combined log one by one (the server
// deletes one scan per request and drops the batch with its last file). The confirmation's and the toasts' words.

export type DeletableScan = { id: string; fileName: string; status: string };

/** Stopped part-way: `deleted` files are gone, the next one was refused for `cause`. */
export class DeleteStoppedError extends Error {
  constructor(
    readonly deleted: number,
    override readonly cause: unknown,
  ) {
    super(`stopped after deleting ${deleted} file(s)`);
  }
}

/** Deletes the scans in order, each only after the one before it is gone. */
export async function deleteOneByOne(
  scans: readonly DeletableScan[],
  deleteScan: (id: string) => Promise<unknown>,
): Promise<void> {
  for (const [deleted, scan] of scans.entries()) {
    try {
      await deleteScan(scan.id);
    } catch (error) {
      throw new DeleteStoppedError(deleted, error);
    }
  }
}

export type DeleteScansWording = {
  buttonLabel: string;
  buttonName: string;
  /** Why the button is disabled while a file is still being read. */
  processingReason: string;
  title: string;
  description: string;
  confirmLabel: string;
  doneTitle: string;
  doneDescription: string;
  failedFallback: string;
};

const files = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;

export function deleteScansWording(scans: readonly DeletableScan[]): DeleteScansWording {
  const [only] = scans;
  if (scans.length === 1 && only) {
    return {
      buttonLabel: "Delete Scan",
      buttonName: `Delete ${only.fileName}`,
      processingReason: "A scan can be deleted once it has finished",
      title: "Delete this scan?",
      description: `"${only.fileName}", its submittal log and its uploaded PDF are deleted for good. Credits are not returned.`,
      confirmLabel: "Delete",
      doneTitle: "Scan Deleted",
      doneDescription: `"${only.fileName}" and its results have been deleted.`,
      failedFallback: "Failed to delete the scan. Please try again.",
    };
  }
  const names = scans.map((s) => `"${s.fileName}"`).join(", ");
  return {
    buttonLabel: "Delete All Files",
    buttonName: `Delete all ${files(scans.length)}`,
    processingReason: "The files can be deleted once every one has finished",
    title: `Delete all ${files(scans.length)} of this log?`,
    description: `${names}, their submittal logs and their uploaded PDFs are deleted for good. Credits are not returned.`,
    confirmLabel: `Delete ${files(scans.length)}`,
    doneTitle: "Scans Deleted",
    doneDescription: `${files(scans.length)} and their results have been deleted.`,
    failedFallback: "Failed to delete the files. Please try again.",
  };
}

/** The failure toast's text: how many were deleted before the refusal, then the server's reason. */
export function partialDeleteMessage(total: number, deleted: number, reason: string): string {
  if (total === 1 || deleted === 0) return reason;
  return `${deleted} of ${files(total)} deleted. ${reason}`;
}
