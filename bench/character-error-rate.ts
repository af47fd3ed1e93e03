// Character error rate of recognised pages against reference pages: edit distance over reference length,
// after folding runs of whitespace to one space (line breaks and spacing are layout, not characters).

const fold = (text: string) => text.replace(/\s+/g, " ").trim();

/** Levenshtein distance in O(|b|) memory. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Pages are compared pairwise (same page numbers); a missing page counts all its characters. */
export function characterErrorRate(reference: readonly string[], recognised: readonly string[]): number {
  let errors = 0;
  let characters = 0;
  reference.forEach((page, index) => {
    const expected = fold(page);
    errors += editDistance(expected, fold(recognised[index] ?? ""));
    characters += expected.length;
  });
  return characters === 0 ? 0 : errors / characters;
}
