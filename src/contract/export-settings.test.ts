import { describe, expect, it } from "vitest";
import {
  combineExportSettings,
  DEFAULT_EXPORT_SETTINGS,
  logExportSettingsSchema,
  logPart,
  personalExportSettingsSchema,
  personalPart,
  type PersonalExportSettings,
} from "./export-settings";

const PERSONAL: PersonalExportSettings = personalExportSettingsSchema.parse({
  format: "csv",
  specSectionDescription: "section-title",
  typeMapping: [{ from: "Product Data", to: "Product Information" }],
  newLogDefaults: { title: "section-label", sourceReference: true },
});

describe("export settings resolved for a log", () => {
  it("gives a log never exported the defaults, the user's preferences and their defaults for new logs", () => {
    expect(combineExportSettings(null, null)).toEqual(DEFAULT_EXPORT_SETTINGS);
    expect(combineExportSettings(PERSONAL, null)).toEqual({
      ...DEFAULT_EXPORT_SETTINGS,
      format: "csv",
      specSectionDescription: "section-title",
      typeMapping: [{ from: "Product Data", to: "Product Information" }],
      title: "section-label",
      sourceReference: true,
    });
  });

  it("keeps a log's own title and page reference whatever the user's defaults for new logs say", () => {
    const own = logExportSettingsSchema.parse({ submittalManager: "Dana Reyes", title: "description" });
    const settings = combineExportSettings(PERSONAL, own);
    expect(settings.title).toBe("description");
    expect(settings.sourceReference).toBe(false);
    expect(settings.submittalManager).toBe("Dana Reyes");
    expect(settings.format).toBe("csv");
  });

  it("reads a log saved before titles were the log's with the spec's title, not the user's", () => {
    const older = logExportSettingsSchema.parse({ submittalManager: "Lee", numbering: "section", startNumber: 4 });
    expect(older).toMatchObject({ title: "description", sourceReference: false });
    expect(combineExportSettings(PERSONAL, older).title).toBe("description");
  });

  it("drops a title style older versions kept per user, so it is no new log's default", () => {
    const older = personalExportSettingsSchema.parse({
      format: "procore",
      title: "section-type",
      sourceReference: true,
    });
    expect(older).not.toHaveProperty("title");
    expect(combineExportSettings(older, null)).toMatchObject({ title: "description", sourceReference: false });
  });

  it("splits the dialog's settings: the title goes with the log, and with the user only when asked", () => {
    const chosen = { ...combineExportSettings(PERSONAL, null), title: "section-type" as const, sourceReference: false };
    expect(logPart(chosen)).toEqual({
      submittalManager: "",
      numbering: "index",
      startNumber: 1,
      title: "section-type",
      sourceReference: false,
    });
    expect(personalPart(chosen, PERSONAL).newLogDefaults).toEqual({ title: "section-label", sourceReference: true });
    expect(personalPart(chosen, null).newLogDefaults).toEqual({ title: "description", sourceReference: false });
    expect(personalPart(chosen, PERSONAL, true).newLogDefaults).toEqual({
      title: "section-type",
      sourceReference: false,
    });
    expect(personalPart(chosen, PERSONAL)).not.toHaveProperty("title");
  });
});
