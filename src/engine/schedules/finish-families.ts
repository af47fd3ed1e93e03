// Finish schedules: every finish code a row names (PT-1, CPT-2, VCT-1 …) is one finish to submit data and samples for.
import type { ScheduleRow } from "./detect-schedules";
import type { ScheduleFamily } from "./schedule-family";

type FinishMaterial = { description: string; division: string; section: string };

// Common finish-code prefixes on US drawings and the MasterFormat section each normally falls under.
const FINISH_PREFIXES: Readonly<Record<string, FinishMaterial>> = {
  PT: { description: "Paint", division: "09", section: "09 91 23" },
  P: { description: "Paint", division: "09", section: "09 91 23" },
  EP: { description: "Epoxy paint", division: "09", section: "09 96 00" },
  EPX: { description: "Epoxy coating", division: "09", section: "09 96 00" },
  CPT: { description: "Carpet", division: "09", section: "09 68 13" },
  CP: { description: "Carpet", division: "09", section: "09 68 13" },
  VCT: { description: "Vinyl composition tile", division: "09", section: "09 65 19" },
  LVT: { description: "Luxury vinyl tile", division: "09", section: "09 65 19" },
  RT: { description: "Resilient tile", division: "09", section: "09 65 19" },
  SV: { description: "Sheet vinyl", division: "09", section: "09 65 16" },
  RB: { description: "Resilient base", division: "09", section: "09 65 13" },
  ACT: { description: "Acoustical ceiling tile", division: "09", section: "09 51 13" },
  ACP: { description: "Acoustical ceiling panel", division: "09", section: "09 51 13" },
  CT: { description: "Ceramic tile", division: "09", section: "09 30 13" },
  QT: { description: "Quarry tile", division: "09", section: "09 30 13" },
  PTL: { description: "Porcelain tile", division: "09", section: "09 30 13" },
  WC: { description: "Wall covering", division: "09", section: "09 72 00" },
  FRP: { description: "Fiberglass reinforced plastic paneling", division: "06", section: "06 64 00" },
  SC: { description: "Sealed concrete", division: "03", section: "03 35 00" },
  SS: { description: "Solid surface", division: "06", section: "06 61 16" },
};

const FINISH_CODE = /^([A-Z]{1,4})-?(\d{1,3}[A-Z]?)$/;

export function finishFamilies(row: ScheduleRow): ScheduleFamily[] {
  const families: ScheduleFamily[] = [];
  for (const token of row.text.split(/\s+/)) {
    const match = FINISH_CODE.exec(token.replace(/[,;]$/, ""));
    const material = match?.[1] ? FINISH_PREFIXES[match[1]] : undefined;
    if (!match || !material) continue;
    const code = `${match[1]}-${match[2]}`;
    if (families.some((family) => family.key === code)) continue;
    families.push({
      key: code,
      description: `${material.description} ${code}`,
      division: material.division,
      section: material.section,
      types: ["Product Data", "Samples"],
      perTag: true,
    });
  }
  return families;
}
