// The text of the 'Validation Error' toast (product §5): the first failing issue as "{field path}: {message}".
import { extractedDataSchema, type ExtractedData } from "../../../../contract/submittal";

/** Null when the whole document is valid. Paths read like "submittals.3.division". */
export function firstValidationMessage(data: ExtractedData): string | null {
  const result = extractedDataSchema.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return "Invalid data";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
