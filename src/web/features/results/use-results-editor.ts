// Edit state of the results page (spec §4): a working copy made on the first change, one item open for editing at a
// time, save (whole-document check, then PATCH) and discard. Callbacks are stable so memoized rows skip re-rendering.
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ScanDetail } from "../../../contract/scans";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import { api } from "@/config/paths";
import { apiJson } from "@/lib/api-client";
import { toast } from "@/hooks/use-toast";
import { scanDetailQueryKey } from "./use-scan-detail";
import { firstValidationMessage } from "./validation-message";
import { createWorkingCopy, replaceSubmittal, setDivisionExcluded, toggleSubmittal } from "./working-copy";

const EMPTY: ExtractedData = { submittals: [] };

export function useResultsEditor(scan: ScanDetail) {
  const queryClient = useQueryClient();
  const stored = scan.extractedData ?? EMPTY;
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  });
  const [working, setWorking] = useState<ExtractedData | null>(null);
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const change = useCallback((apply: (data: ExtractedData) => ExtractedData) => {
    setWorking((current) => apply(current ?? createWorkingCopy(storedRef.current)));
  }, []);

  const toggleItem = useCallback((index: number) => change((d) => toggleSubmittal(d, index)), [change]);
  const setDivision = useCallback(
    (division: string, excluded: boolean) => change((d) => setDivisionExcluded(d, division, excluded)),
    [change],
  );
  const saveItem = useCallback(
    (index: number, submittal: Submittal) => {
      change((d) => replaceSubmittal(d, index, submittal));
      setEditingIndex(null);
    },
    [change],
  );
  const closeEditor = useCallback(() => setEditingIndex(null), []);

  const discard = useCallback(() => {
    setWorking(null);
    setEditingIndex(null);
  }, []);

  const save = useCallback(async () => {
    if (!working) return;
    const problem = firstValidationMessage(working);
    if (problem) {
      toast({ variant: "destructive", title: "Validation Error", description: problem });
      return;
    }
    setSaving(true);
    try {
      const saved = await apiJson<ScanDetail>("PATCH", api.scan(scan.id), { extractedData: working });
      // The response is the stored scan: show it at once, before the refresh below comes back.
      queryClient.setQueryData<ScanDetail>(scanDetailQueryKey(scan.id), saved);
      setWorking(null);
      setEditingIndex(null);
      toast({ title: "Changes Saved", description: "Submittal data has been updated successfully." });
      void queryClient.invalidateQueries({ queryKey: scanDetailQueryKey(scan.id) });
    } catch {
      toast({ variant: "destructive", title: "Save Failed", description: "Failed to save changes. Please try again." });
    } finally {
      setSaving(false);
    }
  }, [working, scan.id, queryClient]);

  return {
    data: working ?? stored,
    hasUnsavedChanges: working !== null,
    editingIndex,
    saving,
    startEditing: setEditingIndex,
    closeEditor,
    toggleItem,
    setDivision,
    saveItem,
    save,
    discard,
  };
}
