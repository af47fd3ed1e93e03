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

/**
 * Procore's default submittal types, as its support FAQ "What are the default submittal types in Procore?" lists them:
 * what a company's Submittal Types list holds until the company changes it, and so what the dialog's list starts from.
 */
export const PROCORE_DEFAULT_SUBMITTAL_TYPES = [
  "Document",
  "Other",
  "Pay Request",
  "Payroll",
  "Plans",
  "Prints",
  "Product Information",
  "Product Manual",
  "Sample",
  "Shop Drawing",
  "Specification",
] as const;

export const MAX_COMPANY_SUBMITTAL_TYPES = 200;

/** The company's Submittal Types in Procore: the only types its import takes. */
export const companySubmittalTypesSchema = z
  .array(z.string().trim().min(1).max(200))
  .max(MAX_COMPANY_SUBMITTAL_TYPES)
  .refine((types) => new Set(types).size === types.length, "Each type can be listed only once");

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
  /** Register type → the company's Procore type. A type without one is written as it is. */
  typeMapping: z
    .array(typeMappingSchema)
    .max(MAX_TYPE_MAPPINGS)
    .refine((rows) => new Set(rows.map((r) => r.from)).size === rows.length, "Each type can be mapped only once")
    .default([]),
  /** The company's Submittal Types list; the Procore check flags a type outside it. Empty: no type is flagged. */
  companySubmittalTypes: companySubmittalTypesSchema.default([...PROCORE_DEFAULT_SUBMITTAL_TYPES]),
});
export type ExportSettings = z.infer<typeof exportSettingsSchema>;
export type ExportSettingsInput = z.input<typeof exportSettingsSchema>;

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = exportSettingsSchema.parse({});

/**
 * What belongs to one project's log and is kept with it: how its submittals are numbered, who manages them, and how
 * its rows are titled and described (the title style and the page reference change every row, so a choice made for
 * one book must not rewrite another's edited titles). A log never exported starts from the defaults, with the
 * user's own defaults for new logs for title and page reference.
 */
const LOG_KEYS = {
  submittalManager: true,
  numbering: true,
  startNumber: true,
  title: true,
  sourceReference: true,
} as const;
export const logExportSettingsSchema = exportSettingsSchema.pick(LOG_KEYS);
export type LogExportSettings = z.infer<typeof logExportSettingsSchema>;
export type LogExportSettingKey = keyof LogExportSettings;
/** The settings the dialog marks as this log's own. */
export const LOG_EXPORT_SETTING_KEYS = Object.keys(LOG_KEYS) as LogExportSettingKey[];

/** What a log never exported starts with for the settings that shape its rows; set by the user on purpose only. */
export const newLogDefaultsSchema = exportSettingsSchema.pick({ title: true, sourceReference: true });
export type NewLogDefaults = z.infer<typeof newLogDefaultsSchema>;

/**
 * The user's own preferences, which follow them from log to log: format, the spec section column's style, type
 * mapping, the company's Submittal Types, and their defaults for a log never exported. Preferences saved by an older
 * version kept `title` and `sourceReference` here; read through this schema they are dropped, so a title style
 * chosen once for one book is never any other book's default.
 */
export const personalExportSettingsSchema = exportSettingsSchema.omit(LOG_KEYS).extend({
  newLogDefaults: newLogDefaultsSchema.default({ title: "description", sourceReference: false }),
});
export type PersonalExportSettings = z.infer<typeof personalExportSettingsSchema>;
export type PersonalExportSettingsInput = z.input<typeof personalExportSettingsSchema>;

/** `GET /api/export-settings`: the user's saved preferences, or null when the user has never saved any. */
export const savedExportSettingsSchema = z.object({ settings: personalExportSettingsSchema.nullable() });
export type SavedExportSettings = z.infer<typeof savedExportSettingsSchema>;

/** `GET /api/scans/:id/export-settings`: the log's saved settings, or null when the log was never exported. */
export const savedLogExportSettingsSchema = z.object({ settings: logExportSettingsSchema.nullable() });
export type SavedLogExportSettings = z.infer<typeof savedLogExportSettingsSchema>;

/**
 * The dialog's settings: the defaults, then the user's preferences, then the log's own. A log never exported (no
 * settings of its own) takes the user's defaults for new logs; a log exported once keeps its own whatever the user
 * chose for another log since.
 */
export function combineExportSettings(
  personal: PersonalExportSettings | null,
  log: LogExportSettings | null,
): ExportSettings {
  const { newLogDefaults, ...preferences } = personal ?? { newLogDefaults: null };
  return { ...DEFAULT_EXPORT_SETTINGS, ...preferences, ...(log ?? newLogDefaults) };
}

/** The log's own part of the dialog's settings, kept with the log when it is exported. */
export const logPart = (settings: ExportSettings): LogExportSettings => logExportSettingsSchema.parse(settings);

/**
 * The user's part of the dialog's settings. Their defaults for new logs stay as they were unless `asNewLogDefaults`:
 * choosing a title style for this log does not choose it for the next.
 */
export function personalPart(
  settings: ExportSettings,
  previous: PersonalExportSettings | null,
  asNewLogDefaults = false,
): PersonalExportSettings {
  const newLogDefaults = asNewLogDefaults
    ? newLogDefaultsSchema.parse(settings)
    : (previous?.newLogDefaults ?? newLogDefaultsSchema.parse({}));
  return personalExportSettingsSchema.parse({ ...settings, newLogDefaults });
}
