// The submittal register: the shape the engine produces, the server stores, the client edits and the export reads.
import { z } from "zod";

export { SUBMITTAL_TYPES, type SubmittalTypeName } from "./submittal-types";

export const SUBMITTAL_CATEGORIES = ["action", "informational", "closeout", "other"] as const;
export const submittalCategorySchema = z.enum(SUBMITTAL_CATEGORIES);
export type SubmittalCategory = z.infer<typeof submittalCategorySchema>;

export const SUBMITTAL_CONFIDENCES = ["high", "medium", "low"] as const;
export const submittalConfidenceSchema = z.enum(SUBMITTAL_CONFIDENCES);
export type SubmittalConfidence = z.infer<typeof submittalConfidenceSchema>;

export const CSI_DIVISION_PATTERN = /^\d{2}\s*-\s*\S.*$/;

/** A rectangle on one page in PDF points, measured from the page's top-left corner. */
export const submittalRegionSchema = z.object({
  page: z.number().int().min(1),
  x0: z.number().finite(),
  y0: z.number().finite(),
  x1: z.number().finite(),
  y1: z.number().finite(),
});
export type SubmittalRegion = z.infer<typeof submittalRegionSchema>;

/**
 * Upper bounds of every string and list of a register: what real books reach, with room to spare (a 3,000-page book
 * yields a few thousand items). The engine clips its output to them (clip-register.ts) so a stored result always
 * reads back; requests beyond them are refused.
 */
export const REGISTER_LIMITS = {
  submittals: 10_000,
  pages: 100_000,
  warnings: 1_000,
  warning: 2_000,
  excludedDivisions: 200,
  division: 300,
  projectName: 500,
  projectNumber: 200,
  section: 200,
  description: 5_000,
  submittalType: 200,
  label: 200,
  specifications: 20_000,
  sectionTitle: 500,
  ref: 100,
  sourceText: 20_000,
  items: 200,
  item: 2_000,
  suggestionReason: 300,
  evidence: 12,
  evidenceReason: 120,
} as const;
const L = REGISTER_LIMITS;

export const submittalSchema = z.object({
  division: z
    .string()
    .trim()
    .min(1, "Division is required")
    .max(L.division)
    .regex(CSI_DIVISION_PATTERN, "Division must be in CSI format (e.g., '03 - Concrete')"),
  section: z.string().max(L.section).default(""),
  description: z.string().trim().min(1, "Description is required").max(L.description),
  /** A vocabulary type (submittal-types.ts) for engine output; a stored or edited register may hold any words. */
  submittalType: z.string().max(L.submittalType).default(""),
  /** The source's own label of the deliverable ("Samples for Verification", "Wind Uplift Resistance Submittal"), kept
   * beside its vocabulary type when its words say more than the type. */
  label: z.string().trim().max(L.label).optional(),
  specifications: z.string().max(L.specifications).default(""),
  // Provenance, filled by the engine; optional so the spec's PATCH payload stays valid.
  sectionTitle: z.string().max(L.sectionTitle).optional(),
  page: z.number().int().min(1).max(L.pages).optional(),
  ref: z.string().max(L.ref).optional(),
  category: submittalCategorySchema.optional(),
  sourceText: z.string().max(L.sourceText).optional(),
  /** Found in a drawing schedule or by the optional AI pass rather than a specification article. */
  origin: z.enum(["rules", "schedule", "ai"]).optional(),
  /** The paragraph's region on its first page, in PDF points (origin top-left), for the source viewer's highlight. */
  bbox: submittalRegionSchema.optional(),
  /** The paragraph's listed details ("1. Cementitious materials. 2. Admixtures …"), one string each, so review can split it. */
  items: z.array(z.string().max(L.item)).max(L.items).optional(),
  /** Found outside the submittals articles (warranty, extra materials, mock-ups, "provide … report"): offered excluded. */
  suggested: z.boolean().optional(),
  /** Why a suggestion was offered ("Warranty article; not listed under Submittals"). */
  suggestionReason: z.string().max(L.suggestionReason).optional(),
  /** How sure the engine is that the item is a deliverable the Contractor must send (low ones come switched off). */
  confidence: submittalConfidenceSchema.optional(),
  /** Why: short reasons a reviewer can read ("in Submittals article", "'Submit' + deliverable noun"). */
  evidence: z.array(z.string().max(L.evidenceReason)).max(L.evidence).optional(),
  // Optional export columns the user may set in the register; empty unless set.
  /** Procore's "Responsible Contractor Name". */
  responsibleContractor: z.string().trim().max(255).optional(),
  /** Procore's "Lead Time": calendar days from approval to delivery on site. Unset: the type's planning default. */
  leadTime: z.number().int().min(0).max(3650).optional(),
  /** Procore's "Design Team Review Time" in calendar days. Unset: the type's planning default. */
  designTeamReviewTime: z.number().int().min(0).max(3650).optional(),
  /** Procore's "Internal Review Time" in calendar days. Unset: the type's planning default. */
  internalReviewTime: z.number().int().min(0).max(3650).optional(),
  /** Required on-site date as an ISO date (YYYY-MM-DD); exported as MM/DD/YYYY text. */
  requiredOnSiteDate: z.iso.date().optional(),
  location: z.string().trim().max(255).optional(),
  /** Working-copy flag: excluded from export. */
  excluded: z.boolean().optional(),
});
export type Submittal = z.infer<typeof submittalSchema>;
export type SubmittalInput = z.input<typeof submittalSchema>;

export const extractedDataSchema = z.object({
  projectName: z.string().max(L.projectName).optional(),
  projectNumber: z.string().max(L.projectNumber).optional(),
  submittals: z.array(submittalSchema).max(L.submittals),
  /** Working-copy flags: divisions excluded as a whole (by division label). */
  excludedDivisions: z.array(z.string().max(L.division)).max(L.excludedDivisions).optional(),
  /** 1-based page numbers whose text came from OCR. */
  ocrPages: z.array(z.number().int().min(1).max(L.pages)).max(L.pages).optional(),
  pageCount: z.number().int().min(0).max(L.pages).optional(),
  /** 1-based page numbers given up because reading them took longer than the page time limit. */
  pagesGivenUp: z.array(z.number().int().min(1).max(L.pages)).max(L.pages).optional(),
  warnings: z.array(z.string().max(L.warning)).max(L.warnings).optional(),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;
