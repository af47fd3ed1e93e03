// Which project each file of a combined log names, and whether they name more than one: a batch of one project's
// books shows that project once, a batch mixing projects shows each file's own.
import type { ExtractedData } from "../../../../contract/submittal";

export type FileProject = { scanId: string; fileName: string } & Pick<ExtractedData, "projectName" | "projectNumber">;

const key = (p: FileProject) =>
  [p.projectName, p.projectNumber].map((v) => (v ?? "").trim().replace(/\s+/g, " ").toLowerCase()).join("\u0000");

/**
 * The files with their projects when they name two or more different projects (a file naming none does not count as
 * a project of its own); null when one project, or none, speaks for the whole log.
 */
export function projectsOfFiles(files: readonly FileProject[]): { projects: number; files: FileProject[] } | null {
  if (files.length < 2) return null;
  const named = new Set(files.filter((f) => f.projectName || f.projectNumber).map(key));
  return named.size > 1 ? { projects: named.size, files: [...files] } : null;
}
