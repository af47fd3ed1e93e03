// Section titles are printed in capitals ("CAST-IN-PLACE CONCRETE"); a submittal title reads them in title case.
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "CAST-IN-PLACE CONCRETE" → "Cast-in-Place Concrete"; a title already in mixed case is kept as written. */
export function sectionTitleCase(title: string): string {
  const trimmed = title.trim().replace(/\s+/g, " ");
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  let first = true;
  return trimmed.replace(/[A-Za-z0-9']+/g, (match) => {
    const word = match.toLowerCase();
    const keepLower = !first && MINOR_WORDS.has(word);
    first = false;
    return keepLower ? word : capitalise(word);
  });
}
