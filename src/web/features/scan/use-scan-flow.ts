// The Scan Documents flow (spec §4): chosen files → upload with real progress → live progress → results, or back to
// the file list with a toast on any failure.
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { ProgressMessage } from "../../../contract/scans";
import { api, paths } from "@/config/paths";
import { currentUserQueryKey } from "@/hooks/use-current-user";
import { toast } from "@/hooks/use-toast";
import { errorMessageOr } from "@/lib/error-message";
import { initialProgressMessage } from "./building-progress-model";
import { uploadScanFiles, type UploadHandle } from "./upload-scan-files";
import { useScanProgress } from "./use-scan-progress";

export const RESULTS_REDIRECT_MS = 2000;

export type ScanPhase =
  | { kind: "select" }
  | { kind: "uploading"; percent: number }
  | { kind: "processing"; scanId: string; totalBytes: number; message: ProgressMessage };

export function useScanFlow() {
  const [phase, setPhase] = useState<ScanPhase>({ kind: "select" });
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
    async (files: readonly File[]): Promise<boolean> => {
      setPhase({ kind: "uploading", percent: 0 });
      const handle = uploadScanFiles(files, (percent) => setPhase({ kind: "uploading", percent }));
      upload.current = handle;
      try {
        const created = await handle.done;
        const totalBytes = files.reduce((sum, f) => sum + f.size, 0);
        setPhase({ kind: "processing", scanId: created.id, totalBytes, message: initialProgressMessage(created.id) });
        void refreshAccount();
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return false;
        setPhase({ kind: "select" });
        toast({ variant: "destructive", title: "Upload Failed", description: errorMessageOr(error, "Upload failed") });
        return false;
      } finally {
        upload.current = null;
      }
    },
    [refreshAccount],
  );

  const scanId = phase.kind === "processing" ? phase.scanId : null;
  useScanProgress(scanId, (message) => {
    setPhase((current) => (current.kind === "processing" ? { ...current, message } : current));
    if (message.status === "completed") {
      void refreshAccount();
      toast({ title: "Scan Complete!", description: "All submittals have been extracted successfully." });
    } else if (message.status === "failed") {
      void refreshAccount();
      setPhase({ kind: "select" });
      toast({
        variant: "destructive",
        title: "Scan Failed",
        description: message.message || "Failed to process document",
      });
    }
  });

  const completedScanId = phase.kind === "processing" && phase.message.status === "completed" ? phase.scanId : null;
  useEffect(() => {
    if (!completedScanId) return;
    const timer = window.setTimeout(() => navigate(paths.results(completedScanId)), RESULTS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [completedScanId, navigate]);

  return { phase, start };
}
