// The four summary tiles and the Project Information card of a completed scan, or of a batch's combined log, whose
// files may come from several projects (docs/decisions/0212-a-batch-from-several-projects-shows-each-files-project.md).
import { Building2, CheckCircle2, CircleSlash, Coins, FileStack, Layers } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ExtractedData } from "../../../../contract/submittal";
import { projectsOfFiles, type FileProject } from "./project-of-files";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

function Tile({ label, value, icon: Icon }: { label: string; value: string | number; icon: LucideIcon }) {
  return (
    <Card className="gap-0 py-4">
      <CardContent className="flex items-center gap-3 px-4">
        <Icon className="size-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <p className="text-2xl font-bold tabular-nums">{value}</p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function SummaryTiles({
  found,
  divisions,
  creditsUsed,
}: {
  found: number;
  divisions: number;
  creditsUsed: number;
}) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Tile label="Submittals Found" value={found} icon={FileStack} />
      <Tile label="CSI Divisions" value={divisions} icon={Layers} />
      <Tile label="Credits Used" value={creditsUsed} icon={Coins} />
      {/* A log with nothing in it has nothing to export. */}
      <Tile label="Ready for Export" value={found > 0 ? "Yes" : "No"} icon={found > 0 ? CheckCircle2 : CircleSlash} />
    </section>
  );
}

function ProjectFields({
  project,
  missing,
}: {
  project: Pick<ExtractedData, "projectName" | "projectNumber">;
  missing?: string;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {(project.projectName || missing) && (
        <div className="min-w-0">
          <dt className="text-sm text-muted-foreground">Project Name</dt>
          <dd className="font-medium wrap-anywhere">{project.projectName || missing}</dd>
        </div>
      )}
      {(project.projectNumber || missing) && (
        <div className="min-w-0">
          <dt className="text-sm text-muted-foreground">Project Number</dt>
          <dd className="font-medium wrap-anywhere">{project.projectNumber || missing}</dd>
        </div>
      )}
    </dl>
  );
}

function PerFileProjects({ files }: { files: readonly FileProject[] }) {
  return (
    <ul className="divide-y rounded-md border" aria-label="Project of each file">
      {files.map((file) => (
        <li key={file.scanId} className="grid gap-2 px-3 py-3">
          <p className="text-sm font-semibold wrap-anywhere">{file.fileName}</p>
          <ProjectFields project={file} missing="Not found in this file" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The spec's card for one file, or for a batch whose files name one project. A batch whose files name different
 * projects lists each file with its own project rather than letting the first file speak for all.
 */
export function ProjectInfoCard({ data, files = [] }: { data: ExtractedData; files?: readonly FileProject[] }) {
  const perFile = projectsOfFiles(files);
  if (!perFile && !data.projectName && !data.projectNumber) return null;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden />
          Project Information
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {perFile ? (
          <>
            <p className="text-sm text-muted-foreground">
              The files in this log name {perFile.projects} different projects.
            </p>
            <PerFileProjects files={perFile.files} />
          </>
        ) : (
          <ProjectFields project={data} />
        )}
      </CardContent>
    </Card>
  );
}
