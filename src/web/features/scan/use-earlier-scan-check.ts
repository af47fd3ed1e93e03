// Files just chosen are compared with the user's earlier scans: a repeat is asked about (scan it again, open the
// earlier results, or leave it out), and Start waits while a check runs.
import { useState, type Dispatch, type SetStateAction } from "react";
import { findEarlierScansOf, type EarlierScanOfFile } from "./earlier-scans";

export function useEarlierScanCheck(files: readonly File[], setFiles: Dispatch<SetStateAction<File[]>>) {
  // Files being compared with earlier scans (Start waits for them), and the repeats still to be asked about.
  const [checking, setChecking] = useState(0);
  const [asks, setAsks] = useState<EarlierScanOfFile<File>[]>([]);
  const checkEarlierScans = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setChecking((n) => n + 1);
    findEarlierScansOf(chosen)
      .then((found) => setAsks((current) => [...current, ...found]))
      // The check only spares a repeat; when it cannot be made the files are scanned as chosen.
      .catch((error: unknown) => console.warn("Could not check the files against earlier scans", error))
      .finally(() => setChecking((n) => n - 1));
  };
  // Only files still on the list are asked about (one may have been removed while it was being checked).
  const ask = asks.find((a) => files.includes(a.file)) ?? null;
  /** The answer to the open question: `leaveOut` takes the file off the list. */
  const settle = (leaveOut: boolean) => {
    if (!ask) return;
    if (leaveOut) setFiles((current) => current.filter((f) => f !== ask.file));
    setAsks((current) => current.filter((a) => a !== ask));
  };
  return { checking, ask, checkEarlierScans, settle };
}
