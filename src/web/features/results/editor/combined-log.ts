// One submittal log from the results of several files (product §1: "Results are combined into one submittal log sorted by
// CSI division"). Each file keeps its own stored result; the log is a view over them with a fixed order of entries, so
// every change can be written back to the file it came from. With one file the view is that file's result itself.
import type { ExtractedData, Submittal } from "../../../../contract/submittal";
import { divisionCode } from "../../../../contract/divisions";
import { excludedDivisionSet } from "./working-copy";

export type LogDocument = { scanId: string; fileName: string; data: ExtractedData };
/** Where row `i` of the combined log lives: which scan, and its index in that scan's submittals. */
export type LogEntry = { scanId: string; local: number; fileName: string };

const sectionOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/**
 * One file: document order (the division cards group it). Several files: by division code, then section, then the
 * file's place in the batch and the item's place in its file.
 */
export function orderLogEntries(docs: readonly LogDocument[]): LogEntry[] {
  const entries = docs.flatMap((doc, file) =>
    doc.data.submittals.map((s, local) => ({ entry: { scanId: doc.scanId, local, fileName: doc.fileName }, s, file })),
  );
  if (docs.length > 1) {
    entries.sort(
      (a, b) =>
        divisionCode(a.s.division).localeCompare(divisionCode(b.s.division)) ||
        sectionOrder.compare(a.s.section, b.s.section) ||
        a.file - b.file ||
        a.entry.local - b.entry.local,
    );
  }
  return entries.map((e) => e.entry);
}

// A file's excluded divisions become item flags in the combined view (another file may include the same division).
// Cached per item so an untouched row keeps its identity and its memoized row is not re-rendered.
const excludedViews = new WeakMap<Submittal, Submittal>();
function excludedView(submittal: Submittal): Submittal {
  let view = excludedViews.get(submittal);
  if (!view) {
    view = { ...submittal, excluded: true };
    excludedViews.set(submittal, view);
  }
  return view;
}

export function combineLog(docs: readonly LogDocument[], entries: readonly LogEntry[]): ExtractedData {
  if (docs.length === 1 && docs[0]) return docs[0].data;
  const byScan = new Map(docs.map((d) => [d.scanId, { data: d.data, excluded: excludedDivisionSet(d.data) }]));
  const submittals = entries.flatMap((entry) => {
    const doc = byScan.get(entry.scanId);
    const submittal = doc?.data.submittals[entry.local];
    if (!doc || !submittal) return [];
    return !submittal.excluded && doc.excluded.has(submittal.division) ? [excludedView(submittal)] : [submittal];
  });
  const project = docs.find((d) => d.data.projectName || d.data.projectNumber)?.data;
  const warnings = docs.flatMap((d) => (d.data.warnings ?? []).map((w) => `${d.fileName}: ${w}`));
  return {
    ...(project?.projectName ? { projectName: project.projectName } : {}),
    ...(project?.projectNumber ? { projectNumber: project.projectNumber } : {}),
    submittals,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/** Whether a division-wide toggle concerns this file: it has items in the division or lists it as excluded. */
export function touchesDivision(data: ExtractedData, division: string): boolean {
  return (data.excludedDivisions ?? []).includes(division) || data.submittals.some((s) => s.division === division);
}
