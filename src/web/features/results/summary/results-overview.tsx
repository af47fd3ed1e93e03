// The top of the results page under the save bar: the summary tiles, a batch's files, the project and the scan's
// notes.
import { useMemo } from "react";
import type { ScanDetail } from "../../../../contract/scans";
import type { ExtractedData } from "../../../../contract/submittal";
import { groupSubmittalsByDivision } from "../editor/working-copy";
import { LogFilesCard } from "./log-files-card";
import { ProjectInfoCard, SummaryTiles } from "./results-summary";
import { ScanNotes } from "./scan-notes";
import { useFileProjects } from "./use-file-projects";

export type ResultsOverviewProps = {
  scans: readonly ScanDetail[];
  /** Every file of a batch, failed ones included; absent for a single scan. */
  batchFiles?: readonly ScanDetail[];
  data: ExtractedData;
};

export function ResultsOverview({ scans, batchFiles, data }: ResultsOverviewProps) {
  const fileProjects = useFileProjects(scans, batchFiles);
  const divisionCount = useMemo(() => groupSubmittalsByDivision(data.submittals).length, [data.submittals]);
  return (
    <>
      <SummaryTiles
        found={data.submittals.length}
        divisions={divisionCount}
        creditsUsed={(batchFiles ?? scans).reduce((sum, s) => sum + s.creditsUsed, 0)}
      />
      {batchFiles && <LogFilesCard scans={batchFiles} />}
      <ProjectInfoCard data={data} files={fileProjects} />
      <ScanNotes warnings={data.warnings} />
    </>
  );
}
