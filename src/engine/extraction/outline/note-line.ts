// A note under a list entry: the sentence that says what the entry must hold ("Show elevations, construction
// details, metal gages, hardware" / "and anchorage details."), not an entry of its own. A list entry is a short
// name, a title-case noun phrase ("Fabrication Drawings; G"); a note is a sentence: it opens with an instruction
// verb followed by its object in lower case, or it ends with a period after words set in lower case.

// "Show elevations …", "Include the …", "Indicate …", "Submit …". A noun read as a verb ("State Certification",
// "States and Territories") is followed by a capital or a joining word, so it stays a name.
const INSTRUCTION =
  /^(?:Show|Include|Indicate|Submit|Provide|Identify|Describe|Furnish|Prepare|Demonstrate|Verify|Certify|State)s?\s+(?!(?:of|and|or|for)\b)[a-z]/;
const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

/** Lower-case words (joining words aside) a sentence ending in a period has and a name would capitalise. */
const SENTENCE_WORDS = 3;

/** Whether the line opens with an instruction to whoever prepares the entry ("Show …", "Include the …"). */
export function opensWithInstruction(text: string): boolean {
  return INSTRUCTION.test(text.trim());
}

/** Whether the line (or an entry's joined text) reads as a note's sentence rather than an entry's name. */
export function readsAsNote(text: string): boolean {
  const t = text.trim();
  if (INSTRUCTION.test(t)) return true;
  if (!/[a-z)]\.$/.test(t)) return false;
  const lower = t.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !SMALL_WORDS.has(w.replace(/[.,;:]+$/, "")));
  return lower.length >= SENTENCE_WORDS;
}

/** Whether a note line stops short of its sentence, so the next line carries it on. */
export function noteRunsOn(text: string): boolean {
  return !/[.!?:]$/.test(text.trim());
}
