// The downloaded workbook's name: "{file name without .pdf}_Submittals.xlsx" (the .pdf suffix matched case-insensitively).

function baseName(documentFileName: string): string {
  return documentFileName.replace(/\.pdf$/i, "") || "scan";
}

export function exportFileName(documentFileName: string): string {
  return `${baseName(documentFileName)}_Submittals.xlsx`;
}

/**
 * The combined log of a multi-file upload: "{first file without .pdf}_and_{n - 1}_more_Submittals.xlsx", so the name
 * still starts like the spec's one-file name and says that more documents are in it.
 */
export function combinedExportFileName(documentFileNames: readonly string[]): string {
  const [first = "", ...rest] = documentFileNames;
  if (rest.length === 0) return exportFileName(first);
  return `${baseName(first)}_and_${rest.length}_more_Submittals.xlsx`;
}
