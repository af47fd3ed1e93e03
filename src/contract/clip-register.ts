// Brings any register-shaped value within the contract: strings cut to their limits, lists shortened, and whatever
// still fails the schema left out. The engine clips what it stores; reads salvage what an older version stored.
import {
  REGISTER_LIMITS as L,
  extractedDataSchema,
  submittalSchema,
  type ExtractedData,
  type Submittal,
} from "./submittal";

type Loose = Record<string, unknown>;

const SUBMITTAL_STRING_LIMITS: Record<string, number> = {
  section: L.section,
  submittalType: L.submittalType,
  specifications: L.specifications,
  sectionTitle: L.sectionTitle,
  ref: L.ref,
  sourceText: L.sourceText,
  suggestionReason: L.suggestionReason,
};

function isRecord(value: unknown): value is Loose {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Cuts at a code-point boundary so a clipped string never ends in half a surrogate pair. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function clipSubmittal(raw: Loose): Loose {
  const out: Loose = { ...raw };
  for (const [field, max] of Object.entries(SUBMITTAL_STRING_LIMITS)) {
    const value = out[field];
    if (typeof value === "string") out[field] = clip(value, max);
  }
  if (typeof out.division === "string") out.division = clip(out.division.trim(), L.division);
  if (typeof out.label === "string") out.label = clip(out.label.trim(), L.label);
  if (typeof out.description === "string") out.description = clip(out.description.trim(), L.description);
  if (Array.isArray(out.items)) {
    out.items = out.items
      .filter((item): item is string => typeof item === "string")
      .slice(0, L.items)
      .map((item) => clip(item, L.item));
  }
  if (Array.isArray(out.evidence)) out.evidence = clipStrings(out.evidence, L.evidence, L.evidenceReason);
  return out;
}

function clipStrings(value: unknown, maxItems: number, maxLength: number): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((v): v is string => typeof v === "string")
    .slice(0, maxItems)
    .map((v) => clip(v, maxLength));
}

export type SalvagedRegister = { data: ExtractedData; droppedItems: number };

/** The register within the contract's limits; items that cannot be made valid are counted and left out. */
export function salvageRegister(raw: unknown): SalvagedRegister {
  const source = isRecord(raw) ? raw : {};
  const submittals: Submittal[] = [];
  let droppedItems = 0;
  const rawItems = Array.isArray(source.submittals) ? source.submittals : [];
  for (const item of rawItems) {
    const parsed = isRecord(item) ? submittalSchema.safeParse(clipSubmittal(item)) : undefined;
    if (parsed?.success && submittals.length < L.submittals) submittals.push(parsed.data);
    else droppedItems += 1;
  }
  // Keys in the schema's order, as the engine writes them.
  const data: ExtractedData = {
    ...(typeof source.projectName === "string" ? { projectName: clip(source.projectName, L.projectName) } : {}),
    ...(typeof source.projectNumber === "string" ? { projectNumber: clip(source.projectNumber, L.projectNumber) } : {}),
    submittals,
  };
  const excluded = clipStrings(source.excludedDivisions, L.excludedDivisions, L.division);
  if (excluded) data.excludedDivisions = excluded;
  if (Array.isArray(source.ocrPages)) {
    data.ocrPages = source.ocrPages
      .filter((p): p is number => Number.isInteger(p) && p >= 1 && p <= L.pages)
      .slice(0, L.pages);
  }
  if (Number.isInteger(source.pageCount)) data.pageCount = Math.min(Math.max(0, source.pageCount as number), L.pages);
  const warnings = clipStrings(source.warnings, L.warnings, L.warning);
  if (droppedItems > 0) {
    const note = `${droppedItems} item(s) could not be kept: they exceed the register's limits or are damaged.`;
    data.warnings = [...(warnings ?? []).slice(0, L.warnings - 1), note];
  } else if (warnings) {
    data.warnings = warnings;
  }
  return { data, droppedItems };
}

/** The register itself when it is within the contract (the usual case), else its salvaged copy. */
export function registerWithinLimits(data: ExtractedData): ExtractedData {
  return extractedDataSchema.safeParse(data).success ? data : salvageRegister(data).data;
}

/** A stored register as the API returns it: valid data as is (fast path), anything else salvaged. */
export function readableRegister(raw: unknown): ExtractedData | null {
  if (raw === null || raw === undefined) return null;
  const parsed = extractedDataSchema.safeParse(raw);
  return parsed.success ? parsed.data : salvageRegister(raw).data;
}
