// The guard against invented items: an AI item stands only if its quote really is in the section text.

/** Canonical form for comparing text: compatibility-normalised, typographic quotes and dashes unified, whitespace collapsed. */
export function normalizeForQuote(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Builds a checker for one section: `isVerbatim(quote)` is true when the quote occurs in the section text. */
export function quoteChecker(sectionText: string): (quote: string) => boolean {
  const haystack = normalizeForQuote(sectionText);
  return (quote) => {
    const needle = normalizeForQuote(quote);
    // Very short quotes ("A.", "Submit") match anywhere and prove nothing.
    return needle.length >= 12 && haystack.includes(needle);
  };
}
