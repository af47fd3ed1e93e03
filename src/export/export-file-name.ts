// The downloaded file's name: "{file name without .pdf}_Submittals.xlsx" (the .pdf suffix matched case-insensitively);
// other formats change only the ending ("_Submittals.csv", "_Submittal_Register.xlsx").

export const PROCORE_FILE_ENDING = "_Submittals.xlsx";

function baseName(documentFileName: string): string {
  return documentFileName.replace(/\.pdf$/i, "") || "scan";
}

export function exportFileName(documentFileName: string, ending = PROCORE_FILE_ENDING): string {
  return `${baseName(documentFileName)}${ending}`;
}

/**
 * The combined log of a multi-file upload: "{first file without .pdf}_and_{n - 1}_more_Submittals.xlsx", so the name
 * still starts like the spec's one-file name and says that more documents are in it.
 */
export function combinedExportFileName(documentFileNames: readonly string[], ending = PROCORE_FILE_ENDING): string {
  const [first = "", ...rest] = documentFileNames;
  if (rest.length === 0) return exportFileName(first, ending);
  return `${baseName(first)}_and_${rest.length}_more${ending}`;
}
