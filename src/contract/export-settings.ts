// Export settings (issue "Export that imports without rework"): how the Export Selected file is laid out. Every
// default reproduces the spec's workbook exactly, so a user who never opens the dialog gets today's file.
import { z } from "zod";

export const EXPORT_FORMATS = ["procore", "csv", "register", "viewpoint"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** "index": the spec's running number from 1; "section": Procore's per-section style, `03 30 00-1`, `03 30 00-2`, … */
export const NUMBERING_STYLES = ["index", "section"] as const;
/** "description": the item's description (spec); "section-type": "Cast-in-Place Concrete – Product Data";
 * "section-label": the source's own label, "Cast-in-Place Concrete – Samples for Verification" (the type when the
 * item has no label). */
export const TITLE_STYLES = ["description", "section-type", "section-label"] as const;
/** "division": the division label (spec); "section-title": the section's own title. */
export const SPEC_SECTION_DESCRIPTION_STYLES = ["division", "section-title"] as const;

export const MAX_TYPE_MAPPINGS = 100;

export const typeMappingSchema = z.object({
  /** A type of the register ("Product Data"). */
  from: z.string().trim().min(1).max(200),
  /** The company's Procore submittal type it is imported as ("Product Information"). */
  to: z.string().trim().min(1).max(200),
});
export type TypeMapping = z.infer<typeof typeMappingSchema>;

export const exportSettingsSchema = z.object({
  format: exportFormatSchema.default("procore"),
  /** Written on every row; blank (the spec's default) leaves the column empty. */
  submittalManager: z.string().trim().max(200).default(""),
  numbering: z.enum(NUMBERING_STYLES).default("index"),
  /** The first number given (per section with "section" numbering), so an addendum does not collide with an earlier import. */
  startNumber: z.number().int().min(1).max(99999).default(1),
  title: z.enum(TITLE_STYLES).default("description"),
  specSectionDescription: z.enum(SPEC_SECTION_DESCRIPTION_STYLES).default("division"),
  /** Append "(p. 37, ¶ 1.5.A)" to Description so each row stays checkable after import. */
  sourceReference: z.boolean().default(false),
  /** Register type → the company's Procore type. Empty: types are written as they are and none is reported unmapped. */
  typeMapping: z
    .array(typeMappingSchema)
    .max(MAX_TYPE_MAPPINGS)
    .refine((rows) => new Set(rows.map((r) => r.from)).size === rows.length, "Each type can be mapped only once")
    .default([]),
});
export type ExportSettings = z.infer<typeof exportSettingsSchema>;
export type ExportSettingsInput = z.input<typeof exportSettingsSchema>;

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = exportSettingsSchema.parse({});

/**
 * What belongs to one project's log and is kept with it: how its submittals are numbered and who manages them. A new
 * log starts from the defaults (the spec's file: numbers from 1, Submittal Manager blank), whatever another log used.
 */
const LOG_KEYS = { submittalManager: true, numbering: true, startNumber: true } as const;
export const logExportSettingsSchema = exportSettingsSchema.pick(LOG_KEYS);
export type LogExportSettings = z.infer<typeof logExportSettingsSchema>;

/** The user's own preferences, which follow them from log to log: format, titles, columns' style, type mapping. */
export const personalExportSettingsSchema = exportSettingsSchema.omit(LOG_KEYS);
export type PersonalExportSettings = z.infer<typeof personalExportSettingsSchema>;

/** `GET /api/export-settings`: the user's saved preferences, or null when the user has never saved any. */
export const savedExportSettingsSchema = z.object({ settings: personalExportSettingsSchema.nullable() });
export type SavedExportSettings = z.infer<typeof savedExportSettingsSchema>;

/** `GET /api/scans/:id/export-settings`: the log's saved settings, or null when none were saved for it. */
export const savedLogExportSettingsSchema = z.object({ settings: logExportSettingsSchema.nullable() });
export type SavedLogExportSettings = z.infer<typeof savedLogExportSettingsSchema>;

/** The dialog's settings: the defaults, then the user's preferences, then the log's own. */
export function combineExportSettings(
  personal: PersonalExportSettings | null,
  log: LogExportSettings | null,
): ExportSettings {
  return { ...DEFAULT_EXPORT_SETTINGS, ...personal, ...log };
}
