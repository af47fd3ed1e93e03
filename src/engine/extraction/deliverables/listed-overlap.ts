// Tells whether a "submit" sentence asks again for something a submittals article already lists
// ("the manufacturer's representative shall submit written reports of each visit" vs "Field Quality Control Reports").
import type { Submittal } from "../../../contract/submittal";
import { requestText } from "./build-submittal";
import { deliverableWords, singular } from "../vocabulary/deliverable-words";

const IGNORED = new Set(
  (
    "a an and as at be by each for from in include including of on or shall the to with which that this these those its it is are all any per " +
    "submit submitted submittal submittals contractor architect engineer owner copies copy approval review written within days prior after before " +
    "following required work project provide will such their his her"
  ).split(" "),
);

// Who receives, approves or issues a document ("to the WSU Construction Manager", "by Engineering Services", "from a
// Governmental Authority") says nothing about which document it is, and every request of a project names the same
// people.
const RECIPIENT = /\b(?:to|by|from)\s+(?:(?:the|a|an)\s+)?(?:[A-Z][\w&'’.-]*(?:\s+|$))+/g;

function words(text: string): Set<string> {
  return new Set(deliverableWords(text.replace(RECIPIENT, " "), { minLength: 3, ignored: IGNORED, stem: stemWord }));
}

/** "reports" → "report"; "certificates", "certification" and "certified" name the same document. */
function stemWord(w: string): string {
  return w.startsWith("certif") ? "certif" : singular(w);
}

// Types specific enough that a second request for the same type in one section is the same deliverable.
const SPECIFIC_TYPES = new Set([
  "Test Reports",
  "Certificates",
  "Field Reports",
  "Shop Drawings",
  "Product Data",
  "Samples",
  "Warranty",
  "Operation and Maintenance Data",
  "Qualification Data",
]);

/** `listed`: items of the submittals articles; `found`: "submit" items already taken from other articles;
 * `sectionTitle`: its words name the section's subject, which every paragraph mentions ("firestopping"), so they
 * never show that two requests are for the same deliverable. */
export function overlapsListedItem(
  sentence: string,
  type: string,
  listed: Submittal[],
  found: Submittal[] = [],
  sectionTitle = "",
  object: string | null = null,
): boolean {
  return namesListedItem(type, listed, object) || sharesItemWords(sentence, listed, found, sectionTitle);
}

/** A listed item of the same specific type, or one that names the same document as `object`. */
export function namesListedItem(type: string, listed: Submittal[], object: string | null = null): boolean {
  if (SPECIFIC_TYPES.has(type) && listed.some((item) => item.submittalType === type)) return true;
  return object !== null && listed.some((item) => namesSameDocument(object, item));
}

/** The sentence shares most of its own words (three at least) with an item already in the register. It needs
 * neither the request's type nor its object, so a repeated request is told before they are read. */
export function sharesItemWords(
  sentence: string,
  listed: Submittal[],
  found: Submittal[] = [],
  sectionTitle = "",
): boolean {
  if (listed.length === 0 && found.length === 0) return false;
  const subject = subjectWords(sectionTitle);
  const own = new Set([...words(sentence)].filter((w) => !subject.has(w)));
  if (own.size === 0) return false;
  return [...listed, ...found].some((item) => sharesWords(own, descriptionWords(item), subject));
}

/** "Final Correction Punch List" beside "Written certification: Containing Contractor's Correction Punch List …": a
 * document named in two words or more that no item found so far names, whatever words the two requests share. */
export function namesNewDocument(object: string, listed: Submittal[], found: Submittal[] = []): boolean {
  if (nameWords(object).length < 2) return false;
  return ![...listed, ...found].some((item) => namesSameDocument(object, item));
}

/** "written reports of each visit" and "Field Quality Control Reports: Written report of testing …": the requested
 * document's name (two words or more) is all in the listed item's own label and first sentence, or in one of its
 * listed details ("identification system" and "4. A complete explanation of the identification method … of the
 * security system."): a list that names a deliverable among its details has asked for it already. */
function namesSameDocument(object: string, item: Submittal): boolean {
  const own = nameWords(object);
  if (own.length < 2) return false;
  const named = (theirs: Set<string>) => own.every((w) => theirs.has(w));
  return named(itemNameWords(item)) || detailWords(item).some(named);
}

// Each listed item's details are compared with every request of its section: their words are read once.
const itemDetails = new WeakMap<Submittal, { items: string[] | undefined; words: Set<string>[] }>();

function detailWords(item: Submittal): Set<string>[] {
  const cached = itemDetails.get(item);
  if (cached && cached.items === item.items) return cached.words;
  const read = (item.items ?? []).map((detail) => new Set(nameWords(detail)));
  itemDetails.set(item, { items: item.items, words: read });
  return read;
}

// Each listed item is compared with every request of its section: its name words are read once.
const itemNames = new WeakMap<Submittal, { description: string; words: Set<string> }>();

function itemNameWords(item: Submittal): Set<string> {
  const text = requestText(item);
  const cached = itemNames.get(item);
  if (cached?.description === text) return cached.words;
  const read = new Set(nameWords(text));
  itemNames.set(item, { description: text, words: read });
  return read;
}

// A document's name word for word: only articles and prepositions are left out ("written" is part of the name).
const NAME_FILLER = new Set("a an and the of for to with by on in at from each all any or".split(" "));

function nameWords(text: string): string[] {
  return deliverableWords(text, { minLength: 2, ignored: NAME_FILLER, keepApostrophes: true, stem: stemWord });
}

// Every "submit" sentence of a section is checked against the same title: its words are read once per section.
let lastSubject: { title: string; words: Set<string> } | undefined;

function subjectWords(title: string): Set<string> {
  if (lastSubject?.title !== title) lastSubject = { title, words: words(title) };
  return lastSubject.words;
}

// A section's items are compared with each of its "submit" sentences: an item's words are read once.
const itemWords = new WeakMap<Submittal, { description: string; words: Set<string> }>();

function descriptionWords(item: Submittal): Set<string> {
  const text = requestText(item);
  const cached = itemWords.get(item);
  if (cached?.description === text) return cached.words;
  const read = words(text);
  itemWords.set(item, { description: text, words: read });
  return read;
}

/** Overlap of two word sets, the section's subject words left out of `theirs` (`own` is already without them). */
function sharesWords(own: Set<string>, theirs: Set<string>, subject: Set<string>): boolean {
  let shared = 0;
  let size = 0;
  for (const w of theirs) {
    if (subject.has(w)) continue;
    size++;
    if (own.has(w)) shared++;
  }
  return shared >= 3 && shared / Math.min(own.size, size) >= 0.5;
}
