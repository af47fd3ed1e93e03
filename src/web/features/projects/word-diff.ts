// Which words of an old and a new text differ, for the side-by-side view of a changed requirement: the longest common
// run of words is kept, the rest is marked. Texts longer than MAX_WORDS are marked whole rather than compared (the
// table is words × words).
export type DiffPart = { text: string; changed: boolean };

const MAX_WORDS = 1500;

function words(text: string): string[] {
  return text.split(/(\s+)/).filter((w) => w.length > 0);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase() || (/^\s+$/.test(a) && /^\s+$/.test(b));

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && last.changed === part.changed) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

export function diffWords(oldText: string, newText: string): { old: DiffPart[]; new: DiffPart[] } {
  const a = words(oldText);
  const b = words(newText);
  if (a.length * b.length > MAX_WORDS * MAX_WORDS) {
    return { old: [{ text: oldText, changed: true }], new: [{ text: newText, changed: true }] };
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = same(a[i]!, b[j]!) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const old: DiffPart[] = [];
  const next: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i]!, b[j]!)) {
      old.push({ text: a[i++]!, changed: false });
      next.push({ text: b[j++]!, changed: false });
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) old.push({ text: a[i++]!, changed: true });
    else next.push({ text: b[j++]!, changed: true });
  }
  while (i < a.length) old.push({ text: a[i++]!, changed: true });
  while (j < b.length) next.push({ text: b[j++]!, changed: true });
  // Spaces between two changed words read as part of the change.
  return { old: merge(old), new: merge(next) };
}
