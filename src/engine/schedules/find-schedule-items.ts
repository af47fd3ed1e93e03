// Drawing schedules → submittal items: detect the tables, map rows to product families, one item per family and type.
import { divisionLabel } from "../../contract/divisions";
import type { Submittal, SubmittalRegion } from "../../contract/submittal";
import type { PageText, TextLine } from "../types";
import { detectSchedules, type DetectedSchedule, type ScheduleRow } from "./detect-schedules";
import { equipmentFamilies, lightingFamilies, plumbingFamilies } from "./equipment-families";
import { finishFamilies } from "./finish-families";
import { doorFamilies, hardwareFamilies, windowFamilies } from "./opening-families";
import type { ScheduleFamily } from "./schedule-family";

const MAX_MARKS_IN_TITLE = 12;

function familiesFor(schedule: DetectedSchedule, row: ScheduleRow): ScheduleFamily[] {
  switch (schedule.kind) {
    case "door":
      return doorFamilies(row, schedule.header);
    case "hardware":
      return hardwareFamilies();
    case "window":
      return windowFamilies(row);
    case "finish":
      return finishFamilies(row);
    case "equipment":
      return equipmentFamilies(row, schedule.title);
    case "lighting":
      return lightingFamilies(row);
    case "plumbing":
      return plumbingFamilies(row);
  }
}

type Gathered = { family: ScheduleFamily; schedule: DetectedSchedule; rows: ScheduleRow[]; boxes: TextLine[] };

function marksText(rows: readonly ScheduleRow[]): string {
  const marks = [...new Set(rows.map((row) => row.tag))];
  const shown = marks.slice(0, MAX_MARKS_IN_TITLE).join(", ");
  return marks.length > MAX_MARKS_IN_TITLE ? `${shown} and ${marks.length - MAX_MARKS_IN_TITLE} more` : shown;
}

/** The rows' region on the sheet: the union of their lines' boxes. */
function rowsRegion(page: number, boxes: readonly TextLine[]): SubmittalRegion | undefined {
  if (boxes.length === 0) return undefined;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    page,
    x0: round(Math.min(...boxes.map((b) => b.x))),
    y0: round(Math.min(...boxes.map((b) => b.y))),
    x1: round(Math.max(...boxes.map((b) => b.x + b.width))),
    y1: round(Math.max(...boxes.map((b) => b.y + b.height))),
  };
}

function toSubmittals({ family, schedule, rows, boxes }: Gathered): Submittal[] {
  const bbox = rowsRegion(schedule.page, boxes);
  const title = schedule.title.toLowerCase();
  const description = family.perTag ? family.description : `${family.description} (${title}: ${marksText(rows)})`;
  const rowTexts = rows.map((row) => row.text);
  const sourceText = rowTexts.join("\n").slice(0, 20000);
  const specifications = `From the ${title} on page ${schedule.page}: ${rowTexts.join("; ")}`.slice(0, 20000);
  return family.types.map((submittalType) => ({
    division: divisionLabel(family.division),
    section: family.section,
    description,
    submittalType,
    specifications,
    page: schedule.page,
    category: "action",
    sourceText,
    origin: "schedule",
    ...(bbox ? { bbox } : {}),
  }));
}

/** Submittal items implied by the schedules on these pages (drawings); none for ordinary specification text. */
export function findScheduleItems(pages: Iterable<Pick<PageText, "pageNumber" | "lines">>): Submittal[] {
  const gathered = new Map<string, Gathered>();
  for (const page of pages) {
    for (const schedule of detectSchedules(page)) {
      for (const row of schedule.rows) {
        for (const family of familiesFor(schedule, row)) {
          // One set of items per family per schedule table; the same family in another table is listed again.
          const key = `${schedule.page}|${schedule.title}|${family.key}`;
          const entry = gathered.get(key) ?? { family, schedule, rows: [], boxes: [] };
          entry.rows.push(row);
          const box = page.lines[row.line];
          if (box) entry.boxes.push(box);
          gathered.set(key, entry);
        }
      }
    }
  }
  return [...gathered.values()].flatMap(toSubmittals);
}
