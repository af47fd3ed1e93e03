// The category of a submittal: from its article heading, from its own label, or from its type.
import type { SubmittalCategory, SubmittalTypeName } from "../../../contract/submittal";

/** "ACTION AND INFORMATIONAL SUBMITTALS" (NMS) names both categories, so each item takes its type's. */
export function categoryFromHeading(title: string): SubmittalCategory | null {
  const action = /\bACTION\b|\bFOR (REVIEW|APPROVAL)\b/i.test(title);
  const informational = /\bINFORMATION(AL)?\b/i.test(title);
  if (action && informational) return null;
  if (action) return "action";
  if (informational) return "informational";
  if (/CLOSE-?OUT|MAINTENANCE MATERIAL|PROJECT RECORD/i.test(title)) return "closeout";
  return null;
}

/** A paragraph that names its own category ("Closeout submittals provided with equipment") keeps it. */
export function categoryFromLabel(label: string): SubmittalCategory | null {
  if (/close-?out submittal/i.test(label)) return "closeout";
  if (/informational submittal/i.test(label)) return "informational";
  if (/action submittal/i.test(label)) return "action";
  return null;
}

const BY_TYPE: Readonly<Record<SubmittalTypeName, SubmittalCategory>> = {
  "Product Data": "action",
  "Shop Drawings": "action",
  Samples: "action",
  "Design Data / Calculations": "action",
  Schedules: "action",
  "Mock-ups": "action",
  "LEED / Sustainability": "action",
  Certificates: "informational",
  "Test Reports": "informational",
  "Field Reports": "informational",
  "Qualification Data": "informational",
  "Manufacturer's Instructions": "informational",
  "Coordination Drawings": "informational",
  Warranty: "closeout",
  "Operation and Maintenance Data": "closeout",
  "Extra Materials": "closeout",
  "Closeout / Record Documents": "closeout",
  Plans: "action",
  "Meeting Minutes": "informational",
  Training: "informational",
  "Administrative Documents": "informational",
  Other: "action",
};

export function categoryFromType(type: SubmittalTypeName): SubmittalCategory {
  return BY_TYPE[type];
}

/** UFGS: SD-01…05 action, SD-06…09 informational, SD-10/11 closeout. */
export function categoryFromSdCode(code: number): SubmittalCategory {
  if (code <= 5) return "action";
  if (code <= 9) return "informational";
  return "closeout";
}
