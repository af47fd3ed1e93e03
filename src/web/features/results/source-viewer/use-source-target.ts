// Which item the source viewer shows: "View in document" on a row opens it on that item's page, in the file the
// item came from.
import { useCallback, useState } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import type { SourceTarget } from "./source-viewer";

/** Where a row comes from: its file, scan and page count. */
type SourceOf = (index: number) => { scanId: string; fileName: string; pageCount?: number } | null;

export function useSourceTarget(data: ExtractedData, sourceOf: SourceOf) {
  const [viewing, setViewing] = useState<number | null>(null);
  const onView = useCallback((index: number) => setViewing(index), []);
  const closeViewer = useCallback(() => setViewing(null), []);
  const source = viewing === null ? null : sourceOf(viewing);
  const submittal = viewing === null ? undefined : data.submittals[viewing];
  const target: SourceTarget | null =
    viewing !== null && source && submittal
      ? {
          index: viewing,
          scanId: source.scanId,
          fileName: source.fileName,
          submittal,
          ...(source.pageCount ? { pageCount: source.pageCount } : {}),
        }
      : null;
  return { target, onView, closeViewer };
}
