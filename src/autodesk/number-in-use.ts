// What a send says when Autodesk Build answers 409 to an item's number (decision 0309): the number is held by another
// item of the project (one made by hand, or one a revision removed from the log). The item is never given another
// number silently, since the log's numbers are the ones on the spec's register: a new item is refused with the number
// named and the one Autodesk would give instead; an item already there keeps its old number and gets its other changes.

/** Where the number is held: by an item this log no longer holds (reported as removed), or by another one. */
export type NumberHolder = "removed" | "other";

const whatToDo = (holder: NumberHolder) =>
  holder === "removed"
    ? 'an item removed from this log has it (see "No longer in this log"): close it and clear its number in Autodesk Build'
    : "another item of the project has it: renumber that item in Autodesk Build or this one in the log";

/** A new item refused because its number is taken. */
export function numberInUseMessage(number: string, holder: NumberHolder, suggested: string | null): string {
  const next = suggested ? ` (Autodesk's next free number is ${suggested})` : "";
  return `Number ${number} is already used in this Autodesk Build project${next}: ${whatToDo(holder)}, then send again.`;
}

/** An item already sent whose new number is taken: its other fields were updated, its number was not. */
export function numberKeptMessage(kept: string, wanted: string, holder: NumberHolder): string {
  return `Kept its number ${kept}: ${wanted} is already used in this Autodesk Build project; ${whatToDo(holder)}, then send again.`;
}
