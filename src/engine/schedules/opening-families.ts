// Door, hardware and window schedules: rows grouped by the product families (and MasterFormat sections) they call for.
import type { ScheduleRow } from "./detect-schedules";
import { hasWord, type ScheduleFamily } from "./schedule-family";

const HOLLOW_METAL = /[\s(](?:HM|H\.M\.|HMF|HOLLOW METAL|STL|STEEL)[\s),]/;
const WOOD = /[\s(](?:WD|WOOD|SCW|SCWD)[\s),]/;
const ALUMINUM = /[\s(](?:ALUM|AL|ALUMINUM|SF|STOREFRONT)[\s),]/;
const VINYL = /[\s(](?:VINYL|PVC)[\s),]/;

const DOOR_HARDWARE: ScheduleFamily = {
  key: "door-hardware",
  description: "Door hardware",
  division: "08",
  section: "08 71 00",
  types: ["Product Data", "Shop Drawings"],
};

/** Door schedule rows: doors and frames by material, plus hardware when the schedule has a hardware column. */
export function doorFamilies(row: ScheduleRow, header: string): ScheduleFamily[] {
  const families: ScheduleFamily[] = [];
  const productTypes = ["Product Data", "Shop Drawings"] as const;
  if (hasWord(row.text, HOLLOW_METAL)) {
    families.push({
      key: "hm",
      description: "Hollow metal doors and frames",
      division: "08",
      section: "08 11 13",
      types: productTypes,
    });
  }
  if (hasWord(row.text, WOOD)) {
    families.push({
      key: "wood",
      description: "Flush wood doors",
      division: "08",
      section: "08 14 16",
      types: [...productTypes, "Samples"],
    });
  }
  if (hasWord(row.text, ALUMINUM)) {
    families.push({
      key: "alum",
      description: "Aluminum-framed entrance doors",
      division: "08",
      section: "08 41 13",
      types: productTypes,
    });
  }
  if (families.length === 0)
    families.push({ key: "doors", description: "Doors and frames", division: "08", section: "", types: productTypes });
  if (/\b(?:HARDWARE|HDW|HW)\b/.test(header)) families.push(DOOR_HARDWARE);
  return families;
}

/** A separate hardware schedule: one family, the sets are its marks. */
export function hardwareFamilies(): ScheduleFamily[] {
  return [DOOR_HARDWARE];
}

export function windowFamilies(row: ScheduleRow): ScheduleFamily[] {
  const types = ["Product Data", "Shop Drawings"] as const;
  if (hasWord(row.text, ALUMINUM))
    return [{ key: "alum", description: "Aluminum windows", division: "08", section: "08 51 13", types }];
  if (hasWord(row.text, VINYL))
    return [{ key: "vinyl", description: "Vinyl windows", division: "08", section: "08 53 13", types }];
  if (hasWord(row.text, WOOD))
    return [{ key: "wood", description: "Wood windows", division: "08", section: "08 52 00", types }];
  if (hasWord(row.text, HOLLOW_METAL))
    return [{ key: "steel", description: "Steel windows", division: "08", section: "08 51 23", types }];
  return [{ key: "windows", description: "Windows", division: "08", section: "", types }];
}
