// The Scan Documents flow (product §4): chosen files → upload with real progress → live progress of every file → results
// (one combined log for a batch), or back to the file list with a toast when the upload or every file fails.
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { ProgressMessage } from "../../../contract/scans";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";
import {
  applyProgressMessage,
  batchOutcome,
  firstCompletedScanId,
  startFileProgress,
  type FileProgress,
} from "@/shared/scans/batch-progress-model";
import { uploadScanFiles, type UploadHandle } from "./upload-scan-files";
import { useScanProgress } from "@/shared/scans/use-scan-progress";

export const RESULTS_REDIRECT_MS = 2000;

export type ScanPhase =
  | { kind: "select" }
  | { kind: "uploading"; percent: number }
  | { kind: "processing"; totalBytes: number; files: FileProgress[] };

/** The toast once every file is finished: the spec's success, or how many files of a batch failed. */
export function completionToast(files: readonly FileProgress[]): { title: string; description: string } {
  const completed = files.filter((f) => f.message.status === "completed").length;
  if (completed === files.length) {
    return { title: "Scan Complete!", description: "All submittals have been extracted successfully." };
  }
  const failed = files.length - completed;
  return {
    title: "Some Files Failed",
    description: `Submittals were extracted from ${completed} of ${files.length} files; ${failed} ${failed === 1 ? "file" : "files"} failed.`,
  };
}

export function useScanFlow() {
  const [phase, setPhaseState] = useState<ScanPhase>({ kind: "select" });
  // Progress messages of several files can arrive in one tick: each must see the previous one's result.
  const phaseRef = useRef(phase);
  const setPhase = useCallback((next: ScanPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const upload = useRef<UploadHandle | null>(null);

  // Leaving the screen mid-upload cancels it; nothing else is left running.
  useEffect(() => () => upload.current?.abort(), []);

  const refreshAccount = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [api.scans] }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
  }, [queryClient]);

  const start = useCallback(
    async (files: readonly File[], query = ""): Promise<boolean> => {
      setPhase({ kind: "uploading", percent: 0 });
      const handle = uploadScanFiles(files, (percent) => setPhase({ kind: "uploading", percent }), query);
      upload.current = handle;
      try {
        const created = await handle.done;
        const totalBytes = files.reduce((sum, f) => sum + f.size, 0);
        setPhase({ kind: "processing", totalBytes, files: startFileProgress(created.scanIds, files) });
        void refreshAccount();
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return false;
        setPhase({ kind: "select" });
        if (error instanceof ApiError && error.status === 402) {
          // Refused for credits (product §8): the server's "You need {n} credit(s)…" text, and the balance on screen
          // catches up with the one the server counted (it may have changed in another window).
          toast({
            variant: "destructive",
            title: "Insufficient Credits",
            description: errorMessageOr(error, "You do not have enough credits to scan these documents."),
          });
          void refreshAccount();
          return false;
        }
        toast({ variant: "destructive", title: "Upload Failed", description: errorMessageOr(error, "Upload failed") });
        return false;
      } finally {
        upload.current = null;
      }
    },
    [refreshAccount, setPhase],
  );

  const onMessage = (message: ProgressMessage) => {
    const current = phaseRef.current;
    if (current.kind !== "processing") return;
    const files = applyProgressMessage(current.files, message);
    const outcome = batchOutcome(files);
    if (message.status !== "processing") void refreshAccount();
    if (outcome === "failed") {
      // Every file failed: the spec's Scan Failed behaviour, back to the upload view.
      setPhase({ kind: "select" });
      toast({
        variant: "destructive",
        title: "Scan Failed",
        description: message.message || "Failed to process document",
      });
      return;
    }
    setPhase({ ...current, files });
    if (outcome === "completed") {
      toast(completionToast(files));
    } else if (message.status === "failed") {
      // One file of a batch failed: say which, and let the others carry on.
      const name = files.find((f) => f.scanId === message.scanId)?.fileName ?? "A file";
      toast({
        variant: "destructive",
        title: "Scan Failed",
        description: `${name}: ${message.message || "Failed to process document"}`,
      });
    }
  };
  const scanIds = phase.kind === "processing" ? phase.files.map((f) => f.scanId).join(",") : "";
  useScanProgress(scanIds, onMessage);

  const resultsScanId =
    phase.kind === "processing" && batchOutcome(phase.files) === "completed" ? firstCompletedScanId(phase.files) : null;
  useEffect(() => {
    if (!resultsScanId) return;
    const timer = window.setTimeout(() => navigate(paths.results(resultsScanId)), RESULTS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [resultsScanId, navigate]);

  return { phase, start };
}
