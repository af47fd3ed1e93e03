// What a split item keeps of its parent: a title that names the parent's heading and subject before the sub-item,
// and the parent's lead-in sentence for its specifications, so a split item read alone (in Procore) still says what
// it is about.

const MAX_SUBJECT = 80;
// "For roller shades to include in maintenance manuals" → "roller shades"; "For each type of product." → "product".
const FOR_SUBJECT =
  /^for\s+(?:each\s+(?:type\s+of\s+|kind\s+of\s+)?)?(.+?)(?:\s+(?:to|that|which|including|indicating|showing|as|in)\b|[,;.:(]|$)/i;
// A list marker left at the end of a lead-in that the list follows on the same line ("… the following: 1.").
const TRAILING_MARKER = /\s*(?:\(?(?:\d{1,3}|[a-z])[.)])\s*$/i;

/** The sub-item as the end of a title: without its closing period, its first letter lower-cased unless an acronym. */
function partPhrase(part: string): string {
  const text = part.trim().replace(/[.;:]+$/, "");
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/**
 * A split item's title: "{heading} — {subject}: {sub-item}" when the parent reads "{heading}: For {subject} …",
 * "{heading}: {sub-item}" for another labelled parent, and "{parent}: {sub-item}" otherwise.
 */
export function splitTitle(parentDescription: string, part: string): string {
  const description = parentDescription.trim().replace(/[.;:]+$/, "");
  const phrase = partPhrase(part);
  if (!description) return part.trim();
  const colon = description.indexOf(":");
  if (colon <= 0) return `${description}: ${phrase}`;
  const heading = description.slice(0, colon).trim();
  const subject = FOR_SUBJECT.exec(description.slice(colon + 1).trim())?.[1]?.trim();
  return subject && subject.length <= MAX_SUBJECT ? `${heading} — ${subject}: ${phrase}` : `${heading}: ${phrase}`;
}

/**
 * The parent's own text before its list: the first line of its specifications cut where the first sub-item starts,
 * or its description when it has no specifications.
 */
export function splitLeadIn(parent: { description: string; specifications: string }, parts: readonly string[]): string {
  const firstLine = parent.specifications.split(/\r?\n/).find((line) => line.trim() !== "");
  if (!firstLine) return parent.description.trim();
  const first = parts[0]?.trim() ?? "";
  const at = first ? firstLine.indexOf(first) : -1;
  const leadIn = (at > 0 ? firstLine.slice(0, at).replace(TRAILING_MARKER, "") : firstLine).trim();
  // A first line that is itself the first sub-item (specifications that are only the list) leaves no lead-in.
  return at === 0 || leadIn === first ? "" : leadIn;
}
