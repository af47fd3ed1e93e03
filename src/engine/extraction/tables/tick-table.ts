// Finds submittal tables printed as rows of deliverables with tick marks ("X", "●", "✓", "Req'd", "Yes") in
// columns: one row per deliverable, whatever the columns mean (when it is due, who reviews it). A table's columns
// often reach the text layer flattened — each cell on a line of its own, the row's name first, then its marks — or
// as one line per row ("Pump curves X X"). Either way a row with at least one mark is a requested deliverable, named by
// its own words; the marks, the column headings and the unmarked rows are never items.
import type { SpecLine } from "../lines/spec-line";
import { joinAtSoftHyphen } from "../../pdf/layout/invisible-characters";

export type TickRow = {
  /** The row's name as printed, wrapped lines joined ("Component data (with model numbers and details)"). */
  label: string;
  /** How many marks the row carries. */
  marks: number;
  /** The lines the name was read from. */
  lines: SpecLine[];
};

export type TickTable = {
  rows: TickRow[];
  /** Index in the input of the table's first line (its headings included). */
  start: number;
  /** Every line the table holds: headings, names, marks and unmarked rows. */
  lines: Set<SpecLine>;
};

const MARK = /^(?:x|●|○|◆|■|✓|✔|✗|☑|☒|√|req'?d|required|yes|y)$/i;
const MIN_ROWS = 2;
const MAX_LABEL_WORDS = 16;
// Lines of headings (or unmarked rows) that may stand between two marked rows before the table is over.
const MAX_GAP_LINES = 14;
// A table is a submittal table when its headings (or the text just before them) say so.
const SUBMITTAL_HEADING = /\bsubmittals?\b|\bdeliverables?\b|\bsubmit\b/i;
// A note that explains the table's marks or asterisks.
const TABLE_NOTE = /^(?:\*+\s*\S|notes?:)/i;
// A paragraph or article number opening a line: the outline's structure, never part of a table.
const OUTLINE_MARKER = /^(?:part\s+\d|\d+(?:\.\d+)*\.?(?:\s|$)|[A-Z]\.(?:\s|$)|\(?[a-z0-9]{1,2}[.)](?:\s|$))/i;

type LineKind = { kind: "marks"; count: number } | { kind: "row"; label: string; count: number } | { kind: "text" };

const TEXT: LineKind = { kind: "text" };

function isMark(token: string): boolean {
  return MARK.test(token);
}

/** "X", "X X", "● ●": marks only; "Pump curves X X": a row ending in its marks; anything else is text. */
function classify(text: string): LineKind {
  // Most lines end in a word: one look at the last token settles them without splitting the line.
  const trimmed = text.trimEnd();
  const lastSpace = Math.max(trimmed.lastIndexOf(" "), trimmed.lastIndexOf("\t"));
  if (!isMark(trimmed.slice(lastSpace + 1))) return TEXT;
  const tokens = trimmed.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { kind: "text" };
  let count = 0;
  while (count < tokens.length && isMark(tokens[tokens.length - 1 - count]!)) count++;
  if (count === tokens.length) return { kind: "marks", count };
  if (count === 0) return { kind: "text" };
  const label = tokens.slice(0, tokens.length - count).join(" ");
  if (!isRowName(label)) return { kind: "text" };
  return { kind: "row", label, count };
}

/** A row's name is a short phrase, not a sentence ("Gypsum board shall be Type X" is prose). */
function isRowName(text: string): boolean {
  const words = text.split(/\s+/).length;
  if (words > MAX_LABEL_WORDS) return false;
  if (/\b(shall|will|must|should|is|are)\b/i.test(text)) return false;
  return !/[.;:]$/.test(text) && !OUTLINE_MARKER.test(text);
}

/** True when `line` is prose or structure that a table cannot hold: the table is over. */
function endsTable(line: SpecLine): boolean {
  const text = line.text.trim();
  if (OUTLINE_MARKER.test(text)) return true;
  const words = text.split(/\s+/).length;
  return words > MAX_LABEL_WORDS || (/[.;:]$/.test(text) && words > 6) || /\.\s+[A-Z]/.test(text);
}

/** A row name printed on two lines: the first leaves a parenthesis open or stops on a joining word or mark. */
function wrapsInto(previous: string, next: string): boolean {
  const open = (previous.match(/\(/g) ?? []).length > (previous.match(/\)/g) ?? []).length;
  return (
    open || /[-,/&]$|\b(and|or|of|for|with|the|to|in|on|by|a|an)$/i.test(previous.trim()) || /^[a-z(]/.test(next.trim())
  );
}

/** The submittal tables among a section's lines, in order. */
export function findTickTables(lines: SpecLine[]): TickTable[] {
  const tables: TickTable[] = [];
  let rows: Array<TickRow & { first: number }> = [];
  let firstRowStart = -1;
  let lastMark = -1;
  // Index of the first text line since the last marked line (the candidates for the next row's name).
  let pendingFrom = 0;
  let sinceMark = 0;

  const close = () => {
    if (rows.length >= MIN_ROWS) {
      const start = headingStart(lines, firstRowStart);
      const context = lines
        .slice(Math.max(0, start - 3), firstRowStart)
        .map((l) => l.text)
        .join(" ");
      if (SUBMITTAL_HEADING.test(context)) {
        tables.push({
          rows: rows.map(({ label, marks, lines: rowLines }) => ({ label, marks, lines: rowLines })),
          start,
          lines: new Set(lines.slice(start, lastMark + 1)),
        });
      }
    }
    rows = [];
    firstRowStart = -1;
    lastMark = -1;
  };

  for (const [index, line] of lines.entries()) {
    const kind = classify(line.text);
    if (kind.kind === "text") {
      if (rows.length > 0 && (endsTable(line) || sinceMark >= MAX_GAP_LINES)) close();
      if (sinceMark === 0) pendingFrom = index;
      sinceMark++;
      continue;
    }
    if (kind.kind === "marks") {
      const last = rows[rows.length - 1];
      if (sinceMark === 0 && last && lastMark === index - 1) {
        last.marks += kind.count;
      } else if (sinceMark > 0) {
        const first = nameStart(lines, pendingFrom, index);
        const nameLines = lines.slice(first, index);
        rows.push({ label: joinName(nameLines), marks: kind.count, lines: nameLines, first });
        if (firstRowStart < 0) firstRowStart = first;
      }
      lastMark = index;
    } else {
      rows.push({ label: kind.label, marks: kind.count, lines: [line], first: index });
      if (firstRowStart < 0) firstRowStart = index;
      lastMark = index;
    }
    sinceMark = 0;
  }
  close();
  return tables;
}

/** The first line of the row name that ends just before `end`: its last line, and the lines that wrap into it. */
function nameStart(lines: SpecLine[], from: number, end: number): number {
  let first = end - 1;
  while (first > from && wrapsInto(lines[first - 1]!.text, lines[first]!.text)) first--;
  return first;
}

function joinName(lines: SpecLine[]): string {
  return lines
    .map((l) => l.text.trim())
    .reduce(joinAtSoftHyphen, "")
    .replace(/\s*\*+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Where the table's headings begin: the short lines right above its first row, up to prose or the outline. */
function headingStart(lines: SpecLine[], firstRow: number): number {
  let start = firstRow;
  while (start > 0 && firstRow - start < MAX_GAP_LINES) {
    const above = lines[start - 1]!;
    // "* Denotes items also submitted on paper": the table's own note, printed above its headings.
    if (TABLE_NOTE.test(above.text.trim())) {
      start--;
      break;
    }
    if (endsTable(above) || /[.;:]$/.test(above.text.trim())) break;
    // A heading whose number stands on the line above ("1.4." / "SUBMITTALS") belongs to the outline.
    if (start > 1 && /^\d+(?:\.\d+)*\.?$/.test(lines[start - 2]!.text.trim())) break;
    if (classify(above.text).kind !== "text") break;
    start--;
  }
  return start;
}
