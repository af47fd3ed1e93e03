// Required-on-site dates pasted from a schedule (issue 33): one line per section or item, "section,date" or
// "item number,date" (a comma or a tab between them, as a spreadsheet copies cells), the date as MM/DD/YYYY or
// YYYY-MM-DD. Every line that cannot be used is reported with its line number and why; the others still apply.
import type { Submittal } from "./submittal";

export type PastedDate = {
  line: number;
  key: string;
  /** What the key named: every item of a section, or one item by its number. */
  matched: "section" | "item";
  date: string;
  /** The items (their indexes in the register) that get the date. */
  indexes: number[];
};
export type PasteError = { line: number; message: string };
export type ParsedSchedule = { dates: PastedDate[]; errors: PasteError[] };

const HEADER_KEYS = /^(spec\s*)?(section|item|item\s*number|number|submittal\s*number|no\.?)$/i;

/** The cells of a line: split at commas or tabs, double quotes around a cell (and "" inside one) undone. */
export function splitScheduleLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === "," || ch === "\t") {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
  return cells;
}

function validIso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "03/09/2027", "3/9/2027" or "2027-03-09" → "2027-03-09"; anything else (or a day that does not exist) → null. */
export function parseScheduleDate(text: string): string | null {
  const us = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (us) return validIso(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) return validIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** A section number compared without its spaces, dots and dashes: "09 91 23", "099123" and "09-91-23" are one. */
const sectionKey = (text: string) => text.replace(/[\s.-]/g, "").toLowerCase();
const numberKey = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Reads a pasted schedule against the register. `itemNumbers` holds each exported item's number as the export writes
 * it ("12", or "09 91 23-2" with numbering per section) with its register index.
 */
export function parseSchedulePaste(
  text: string,
  submittals: readonly Submittal[],
  itemNumbers: ReadonlyMap<string, number>,
): ParsedSchedule {
  const sections = new Map<string, number[]>();
  submittals.forEach((s, index) => {
    if (!s.section.trim()) return;
    const key = sectionKey(s.section);
    sections.set(key, [...(sections.get(key) ?? []), index]);
  });
  const numbers = new Map([...itemNumbers].map(([number, index]) => [numberKey(number), index]));
  const dates: PastedDate[] = [];
  const errors: PasteError[] = [];
  const seen = new Map<string, number>();
  let first = true;
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === "") return;
    const cells = splitScheduleLine(raw);
    const wasFirst = first;
    first = false;
    const [key = "", dateText = ""] = cells;
    if (wasFirst && HEADER_KEYS.test(key) && parseScheduleDate(dateText) === null) return;
    if (cells.length !== 2 || !key) {
      errors.push({
        line,
        message: `Expected "section,date" or "item number,date"; found ${cells.length} value${cells.length === 1 ? "" : "s"}.`,
      });
      return;
    }
    const date = parseScheduleDate(dateText);
    if (!date) {
      errors.push({ line, message: `"${dateText}" is not a date. Write it as MM/DD/YYYY or YYYY-MM-DD.` });
      return;
    }
    const inSection = sections.get(sectionKey(key));
    const itemIndex = numbers.get(numberKey(key));
    const match: Pick<PastedDate, "matched" | "indexes"> | null = inSection
      ? { matched: "section", indexes: inSection }
      : itemIndex !== undefined
        ? { matched: "item", indexes: [itemIndex] }
        : null;
    if (!match) {
      errors.push({ line, message: `"${key}" is neither a spec section nor an item number of this log.` });
      return;
    }
    const canonical = `${match.matched}:${match.matched === "section" ? sectionKey(key) : numberKey(key)}`;
    const earlier = seen.get(canonical);
    if (earlier !== undefined) {
      errors.push({ line, message: `"${key}" is already given a date on line ${earlier}.` });
      return;
    }
    seen.set(canonical, line);
    dates.push({ line, key, date, ...match });
  });
  return { dates, errors };
}

/**
 * Each item's date from a parsed schedule: an item's own line wins over its section's, whatever their order, so a
 * schedule can give a section one date and one of its items another.
 */
export function pastedDatesByItem(parsed: ParsedSchedule): Map<number, string> {
  const byItem = new Map<number, string>();
  for (const d of parsed.dates) if (d.matched === "section") for (const i of d.indexes) byItem.set(i, d.date);
  for (const d of parsed.dates) if (d.matched === "item") for (const i of d.indexes) byItem.set(i, d.date);
  return byItem;
}
