// The project name and number each file of a batch reports, for the project card; none for a single scan.
import { useMemo } from "react";
import type { ScanDetail } from "../../../../contract/scans";

export function useFileProjects(scans: readonly ScanDetail[], batchFiles: readonly ScanDetail[] | undefined) {
  return useMemo(
    () =>
      batchFiles
        ? scans.map((s) => ({
            scanId: s.id,
            fileName: s.fileName,
            projectName: s.extractedData?.projectName,
            projectNumber: s.extractedData?.projectNumber,
          }))
        : [],
    [scans, batchFiles],
  );
}
