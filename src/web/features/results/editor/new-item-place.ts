// Where Add item puts a new item of a division: at the end of that division in the first file that has it (else at
// the end of the first file), in the section of the item before it when that one is of the same division.
import type { Submittal } from "../../../../contract/submittal";
import type { LogDocument } from "./combined-log";

export function newItemPlace(docs: readonly LogDocument[], division: string) {
  const doc = docs.find((d) => d.data.submittals.some((s) => s.division === division)) ?? docs[0];
  if (!doc) return null;
  let at = doc.data.submittals.length;
  doc.data.submittals.forEach((s, i) => {
    if (s.division === division) at = i + 1;
  });
  const section = doc.data.submittals[at - 1]?.division === division ? doc.data.submittals[at - 1]?.section : "";
  const item: Submittal = {
    division,
    section: section ?? "",
    description: "New submittal",
    submittalType: "",
    specifications: "",
  };
  return { scanId: doc.scanId, at, item };
}
