// Best-effort project name and number from running headers and title pages. Never guesses: only lines that
// say "Project No." / "Project:" or an all-capitals running header line qualify.

export type ProjectInfo = { projectName?: string; projectNumber?: string };

const NUMBER = /\bProject\s*(?:No\.?|Number|#)\s*[:.]?\s*([A-Z0-9][A-Z0-9.\-/]{1,30})/i;
const NAME = /^Project(?:\s+Name)?\s*:\s*(.{3,120})$/i;

export class ProjectInfoCollector {
  private info: ProjectInfo = {};

  /** Any line from a title page or running header. */
  noteLine(text: string): void {
    if (!this.info.projectNumber) {
      const m = NUMBER.exec(text);
      if (m && /\d/.test(m[1]!)) this.info.projectNumber = m[1]!.replace(/[.,]$/, "");
    }
    if (!this.info.projectName) {
      const m = NAME.exec(text.trim());
      if (m) this.info.projectName = m[1]!.trim();
    }
  }

  /** A running header line at the top of the page; `sectionTitles` are removed from it first. */
  noteHeader(text: string, sectionTitles: string[]): void {
    this.noteLine(text);
    if (this.info.projectName) return;
    let t = text;
    for (const title of sectionTitles) if (title) t = t.replace(title, " ");
    t = t.replace(/\s+/g, " ").trim();
    const letters = t.replace(/[^A-Za-z]/g, "");
    if (/\d/.test(t) || letters.length < 6 || letters !== letters.toUpperCase()) return;
    if (t.split(" ").length < 2 || /^(SECTION|DIVISION|PART|END OF)\b/.test(t)) return;
    this.info.projectName = t.replace(/[,;]$/, "");
  }

  result(): ProjectInfo {
    return { ...this.info };
  }
}
