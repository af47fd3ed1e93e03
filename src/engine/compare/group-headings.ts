// A group heading is not a deliverable: "B. Quality Control Submittals:" over "1. Test reports …", "2. Certificates
// …" names a kind of submittals and lists them. The section rules read such a paragraph as one item whose `items`
// are its list; here each listed deliverable becomes an item of its own, read by the section rules as a paragraph of
// the same article (so it gets its own description, type and label), keeping the heading's category, division and
// place in the book, its ref extended by the sub-item's place ("1.4.B" → "1.4.B.2").
import { REGISTER_LIMITS, type Submittal } from "../../contract/submittal";
import { readParagraphText } from "./read-revised-paragraph";

/** A heading that only names a group of submittals, in a few words: "Quality Control Submittals", "Closeout
 * Submittals". Not a lead-in that asks ("Submit the following submittals"), which the rules read on their own. */
const GROUP_LABEL = /^[A-Za-z][\w,&/-]*(?:\s+[\w,&/-]+){0,5}\s+submittals$/i;
const ASKING = /^(?:submit|provide|furnish|include|prepare|deliver|the\s+following)\b/i;
const LIST_MARK = /^\s*(?:[-•*–]|\(?[0-9]{1,3}[.)]|\(?[a-z][.)])\s+/i;

/** The heading's own words: its first line of text without a list marker or the closing colon. */
function headingText(item: Submittal): string {
  const first = (item.specifications.split(/\r?\n/).find((l) => l.trim() !== "") ?? item.description).trim();
  return first.replace(/:\s*$/, "").trim();
}

/** Whether the item is a group heading: its text is a label naming a group of submittals, over two or more items. */
export function isGroupHeading(item: Submittal): boolean {
  const listed = item.items ?? [];
  if (listed.length < 2) return false;
  const text = headingText(item);
  return GROUP_LABEL.test(text) && !ASKING.test(text) && (item.label === undefined || item.label.trim() === text);
}

/** The deliverables a group heading lists, each an item; any other item as it is. */
export function readGroupHeading(item: Submittal): Submittal[] {
  if (!isGroupHeading(item)) return [item];
  const [part = "1", article = "1"] = (item.ref ?? "").split(".");
  const place = { section: item.section, sectionTitle: item.sectionTitle, ref: `${part}.${article}.A` };
  const { items: _items, label: _label, ...heading } = item;
  return (item.items ?? []).map((listed, index): Submittal => {
    const text = listed.replace(LIST_MARK, "").trim();
    const read = readParagraphText(place, text)[0];
    const ref = item.ref ? { ref: `${item.ref}.${index + 1}`.slice(0, REGISTER_LIMITS.ref) } : {};
    if (!read) {
      const description = text.replace(/\.$/, "").slice(0, REGISTER_LIMITS.description);
      return { ...heading, description, specifications: `${headingText(item)}:\n${text}`, ...ref };
    }
    // The paragraph was read on a page of its own: its place in the book is the heading's.
    const { page: _page, bbox: _bbox, sourceText: _source, ref: _ref, ...own } = read;
    return {
      ...heading,
      ...own,
      specifications: `${headingText(item)}:\n${own.specifications}`.slice(0, REGISTER_LIMITS.specifications),
      division: item.division,
      ...(item.category !== undefined && { category: item.category }),
      ...ref,
    };
  });
}

/** The items with every group heading read as its deliverables. */
export function readGroupHeadings(items: readonly Submittal[]): Submittal[] {
  return items.flatMap(readGroupHeading);
}
