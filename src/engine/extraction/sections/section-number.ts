// Recognises and formats specification section numbers: "03 30 00", "033000", "03300" (1995), "23 09 10.13", "12 2413",
// and the federal masters' numbers with an agency suffix after the level: "22 33 30.00 10", "23 09 23.13 20".

/** A section number with only its digits kept, and the way the register prints it. */
export type SectionNumber = { digits: string; formatted: string };

// Six digits in pairs with optional single spaces or dots between the pairs ("03 30 00", "03.30.00", "12 2413"),
// an optional ".13" level-four suffix; or a five-digit 1995 number.
// After a level, a federal (UFGS) number may carry the preparing agency's code, "10", "20", "40" … after one space
// ("26 20 00.00 40"). It is kept in the level's group, so every pattern built on this one keeps its group numbers; a
// figure that goes on ("10.5", "10/15", "10-3", "10%") or a third digit is not an agency code.
const AGENCY = String.raw`(?: [1-9]0(?![\d%]|[./:,-]\d))`;
const SIX_DIGITS = String.raw`(\d{2})[ .-]?(\d{2})[ .-]?(\d{2})(?:\.(\d{2}${AGENCY}?))?`;
const FIVE_DIGITS = String.raw`(\d{5})`;
export const SECTION_NUMBER_SOURCE = `(?:${SIX_DIGITS}|${FIVE_DIGITS})`;
const WHOLE = new RegExp(`^${SECTION_NUMBER_SOURCE}$`);

export function parseSectionNumber(text: string): SectionNumber | null {
  const m = WHOLE.exec(text.trim());
  if (!m) return null;
  return fromMatch(m, 1);
}

/** Builds a SectionNumber from a match of SECTION_NUMBER_SOURCE whose first group is at `first`. */
export function fromMatch(m: RegExpExecArray, first: number): SectionNumber | null {
  const [a, b, c, d, five] = [m[first], m[first + 1], m[first + 2], m[first + 3], m[first + 4]];
  if (five) return { digits: five, formatted: five };
  if (!a || !b || !c) return null;
  // The level and the agency code as printed: "00 10" gives digits "…0010" and "22 33 30.00 10".
  const digits = `${a}${b}${c}${d?.replace(" ", "") ?? ""}`;
  return { digits, formatted: `${a} ${b} ${c}${d ? `.${d}` : ""}` };
}

/** Every section number found anywhere in a line (used on running headers and file names). */
export function findSectionNumbers(text: string): SectionNumber[] {
  const re = new RegExp(`(?<![\\d.])${SECTION_NUMBER_SOURCE}(?![\\d])`, "g");
  const out: SectionNumber[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const n = fromMatch(m, 1);
    if (n && plausibleDivision(n.digits)) out.push(n);
  }
  return out;
}

/** Divisions 00–49 exist; anything else is a date, a dimension or a phone number. */
export function plausibleDivision(digits: string): boolean {
  return Number(digits.slice(0, 2)) <= 49;
}
