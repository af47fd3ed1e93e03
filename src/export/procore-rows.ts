// The Procore layout's rows (product §3 "Export workbook") from the selected submittals and the export settings. With
// the default settings every cell is the spec's: title = description, section description = division, number = index.
import type { ExportSettings } from "../contract/export-settings";
import type { Submittal } from "../contract/submittal";
import { itemSchedule } from "./item-schedule";
import { sectionTitleCase } from "./section-title-case";
import { withSourceReference } from "./source-reference";
import type { SubmittalHeader } from "./procore-columns";
import { numberSubmittals } from "./submittal-numbering";

/** One row's cells by header; a header that is absent or "" is written blank. */
export type ProcoreRow = Partial<Record<SubmittalHeader, string | number>>;

const TITLE_SEPARATOR = " – ";

export function submittalTitle(submittal: Submittal, style: ExportSettings["title"]): string {
  if (style === "description") return submittal.description;
  const sectionTitle = submittal.sectionTitle?.trim() ? sectionTitleCase(submittal.sectionTitle) : "";
  const type = submittal.submittalType.trim();
  // The source's words for the deliverable ("Samples for Verification"), or its type when the source gave none.
  const name = style === "section-label" ? submittal.label?.trim() || type : type;
  if (!sectionTitle) return submittal.description;
  return name ? `${sectionTitle}${TITLE_SEPARATOR}${name}` : sectionTitle;
}

function specSectionDescription(submittal: Submittal, style: ExportSettings["specSectionDescription"]): string {
  if (style === "section-title" && submittal.sectionTitle?.trim()) return sectionTitleCase(submittal.sectionTitle);
  return submittal.division;
}

/** The register's type as the company's Procore type; a type without a mapping is written as it is. */
export function mappedType(type: string, mapping: ExportSettings["typeMapping"]): string {
  return mapping.find((m) => m.from === type)?.to ?? type;
}

/** "2027-03-09" → "03/09/2027", the text form Procore's import reads. */
export function usDateText(isoDate: string | undefined): string {
  const match = isoDate?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : "";
}

function procoreRow(submittal: Submittal, number: string | number, settings: ExportSettings): ProcoreRow {
  const description = settings.sourceReference
    ? withSourceReference(submittal.specifications, submittal)
    : submittal.specifications;
  // Submit By only with a required-on-site date and all three durations (decision 0280).
  const schedule = itemSchedule(submittal);
  return {
    "Submittal Title": submittalTitle(submittal, settings.title),
    "Submittal Spec Section Number": submittal.section,
    "Submittal Spec Section Description": specSectionDescription(submittal, settings.specSectionDescription),
    "Submittal Number": number,
    Description: description,
    "Submittal Manager": settings.submittalManager,
    "Submittal Type": mappedType(submittal.submittalType, settings.typeMapping),
    Location: submittal.location ?? "",
    "Submit By Date": usDateText(schedule.submitBy),
    "Responsible Contractor Name": submittal.responsibleContractor ?? "",
    "Required On-Site Date": usDateText(schedule.requiredOnSiteDate),
    "Lead Time": schedule.leadTime ?? "",
    "Design Team Review Time": schedule.designTeamReviewTime ?? "",
    "Internal Review Time": schedule.internalReviewTime ?? "",
  };
}

export function buildProcoreRows(submittals: readonly Submittal[], settings: ExportSettings): ProcoreRow[] {
  const numbers = numberSubmittals(submittals, settings);
  return submittals.map((submittal, i) => procoreRow(submittal, numbers[i]!, settings));
}
