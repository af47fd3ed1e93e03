// Equipment, lighting and plumbing fixture schedules: one Product Data item per tag, placed by the tag's prefix.
import type { ScheduleRow } from "./detect-schedules";
import type { ScheduleFamily } from "./schedule-family";

type Placement = { division: string; section: string };

// Tag prefixes as mechanical, plumbing and electrical drawings use them, and where the equipment is specified.
const EQUIPMENT_PREFIXES: Readonly<Record<string, Placement>> = {
  AHU: { division: "23", section: "23 73 13" },
  RTU: { division: "23", section: "23 74 13" },
  DOAS: { division: "23", section: "23 74 33" },
  ERV: { division: "23", section: "23 72 00" },
  HRV: { division: "23", section: "23 72 00" },
  EF: { division: "23", section: "23 34 23" },
  SF: { division: "23", section: "23 34 23" },
  RF: { division: "23", section: "23 34 23" },
  FCU: { division: "23", section: "23 82 19" },
  VAV: { division: "23", section: "23 36 00" },
  UH: { division: "23", section: "23 82 39" },
  CUH: { division: "23", section: "23 82 39" },
  B: { division: "23", section: "23 52 00" },
  BLR: { division: "23", section: "23 52 00" },
  CH: { division: "23", section: "23 64 00" },
  CT: { division: "23", section: "23 65 00" },
  P: { division: "23", section: "23 21 23" },
  HP: { division: "23", section: "23 81 43" },
  CU: { division: "23", section: "23 81 26" },
  ACCU: { division: "23", section: "23 81 26" },
  WH: { division: "22", section: "" },
  EWH: { division: "22", section: "22 33 00" },
  RCP: { division: "22", section: "22 11 23" },
  XFMR: { division: "26", section: "26 22 00" },
  GEN: { division: "26", section: "26 32 13" },
  ATS: { division: "26", section: "26 36 23" },
};

const PLUMBING_PREFIXES: Readonly<Record<string, Placement>> = {
  EWC: { division: "22", section: "22 47 00" },
  DF: { division: "22", section: "22 47 00" },
  BF: { division: "22", section: "22 47 00" },
  FD: { division: "22", section: "22 13 19" },
  FS: { division: "22", section: "22 13 19" },
  EW: { division: "22", section: "22 45 00" },
  EEW: { division: "22", section: "22 45 00" },
  WH: { division: "22", section: "" },
  EWH: { division: "22", section: "22 33 00" },
};

/** Division when the tag prefix is unknown: from the title's qualifier, else HVAC (where most equipment schedules live). */
function divisionFromTitle(title: string): string {
  if (/\b(?:KITCHEN|FOOD ?SERVICE|LAB(?:ORATORY)?)\b/.test(title)) return "11";
  if (/\bPLUMBING\b/.test(title)) return "22";
  if (/\bELECTRICAL\b/.test(title)) return "26";
  return "23";
}

const tagPrefix = (tag: string): string => /^(?:SET |TYPE )?([A-Z]*)/.exec(tag)?.[1] ?? "";
/** The row without its tag, shortened for a title. */
const rowDetail = (row: ScheduleRow): string => {
  const rest = row.text.slice(row.text.indexOf(row.tag) + row.tag.length).trim();
  return rest.length > 100 ? `${rest.slice(0, 97).trimEnd()}...` : rest;
};

function perTag(row: ScheduleRow, noun: string, placement: Placement): ScheduleFamily {
  const detail = rowDetail(row);
  return {
    key: row.tag,
    description: `${noun} ${row.tag}${detail ? ` - ${detail}` : ""}`,
    division: placement.division,
    section: placement.section,
    types: ["Product Data"],
    perTag: true,
  };
}

export function equipmentFamilies(row: ScheduleRow, title: string): ScheduleFamily[] {
  const placement = EQUIPMENT_PREFIXES[tagPrefix(row.tag)];
  const kitchen = /\bKITCHEN|FOOD ?SERVICE\b/.test(title);
  const laboratory = /\bLAB(?:ORATORY)?\b/.test(title);
  // Kitchen and laboratory equipment keeps its own division even when tags look mechanical ("P-1" = prep table).
  const special = kitchen ? "11 40 00" : laboratory ? "11 53 00" : undefined;
  const where =
    special === undefined && placement ? placement : { division: divisionFromTitle(title), section: special ?? "" };
  return [perTag(row, "Equipment", where)];
}

export function lightingFamilies(row: ScheduleRow): ScheduleFamily[] {
  const exterior = /\b(?:EXTERIOR|POLE|WALL ?PACK|SITE|BOLLARD)\b/.test(row.text.toUpperCase());
  return [perTag(row, "Lighting fixture type", { division: "26", section: exterior ? "26 56 00" : "26 51 00" })];
}

export function plumbingFamilies(row: ScheduleRow): ScheduleFamily[] {
  const placement = PLUMBING_PREFIXES[tagPrefix(row.tag)] ?? { division: "22", section: "22 42 00" };
  return [perTag(row, "Plumbing fixture", placement)];
}
