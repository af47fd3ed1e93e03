// The downloaded workbook's name: "{file name without .pdf}_Submittals.xlsx" (the .pdf suffix matched case-insensitively).

export function exportFileName(documentFileName: string): string {
  const base = documentFileName.replace(/\.pdf$/i, "");
  return `${base || "scan"}_Submittals.xlsx`;
}
