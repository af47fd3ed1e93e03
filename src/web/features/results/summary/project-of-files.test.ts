import { describe, expect, it } from "vitest";
import { projectsOfFiles, type FileProject } from "./project-of-files";

const file = (fileName: string, projectName?: string, projectNumber?: string): FileProject => ({
  scanId: fileName,
  fileName,
  ...(projectName ? { projectName } : {}),
  ...(projectNumber ? { projectNumber } : {}),
});

describe("projectsOfFiles", () => {
  it("lists every file when the files name different projects", () => {
    const files = [file("a.pdf", "North Tower", "2024-01"), file("b.pdf", "Riverside School"), file("c.pdf")];
    expect(projectsOfFiles(files)).toEqual({ projects: 2, files });
  });

  it("leaves one project, however spelt, or none, to speak for the log", () => {
    expect(projectsOfFiles([file("a.pdf", "North Tower", "7"), file("b.pdf", " north  tower", "7")])).toBeNull();
    expect(projectsOfFiles([file("a.pdf", "North Tower"), file("b.pdf")])).toBeNull();
    expect(projectsOfFiles([file("a.pdf"), file("b.pdf")])).toBeNull();
    expect(projectsOfFiles([file("a.pdf", "North Tower")])).toBeNull();
  });
});
