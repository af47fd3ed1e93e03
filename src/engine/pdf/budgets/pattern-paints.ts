// How many times a content stream paints with each tiling pattern: mupdf runs a pattern's cell once for every fill
// or stroke made while the pattern is the current colour (and for text, once per glyph at most), on every path —
// text extraction, rendering and image measuring alike.

const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
/** ( ) < > [ ] { } / % */
const isDelimiter = (byte: number) =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === 0x3c ||
  byte === 0x3e ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;

const fills = new Set(["f", "F", "f*", "B", "B*", "b", "b*", "Do", "EI"]);
const strokes = new Set(["S", "s", "B", "B*", "b", "b*"]);
const texts = new Set(["Tj", "TJ", "'", '"']);
const fillResets = new Set(["g", "rg", "k", "sc", "cs"]);
const strokeResets = new Set(["G", "RG", "K", "SC", "CS"]);

/** Counts paints per pattern name, for the names given (the tiling patterns in the stream's resources). */
export function countPatternPaints(content: Buffer, patterns: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: string | undefined, times: number) => {
    if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + times);
  };
  let fill: string | undefined;
  let stroke: string | undefined;
  const saved: Array<[string | undefined, string | undefined]> = [];
  let lastName: string | undefined;
  let stringBytes = 0;
  const operator = (op: string) => {
    if (op === "q") saved.push([fill, stroke]);
    else if (op === "Q") [fill, stroke] = saved.pop() ?? [undefined, undefined];
    else if (op === "scn") fill = lastName !== undefined && patterns.has(lastName) ? lastName : undefined;
    else if (op === "SCN") stroke = lastName !== undefined && patterns.has(lastName) ? lastName : undefined;
    else if (fillResets.has(op)) fill = undefined;
    else if (strokeResets.has(op)) stroke = undefined;
    if (fills.has(op)) add(fill, 1);
    if (strokes.has(op)) add(stroke, 1);
    if (texts.has(op)) add(fill, Math.max(1, stringBytes));
    lastName = undefined;
    stringBytes = 0;
  };

  let at = 0;
  while (at < content.length) {
    const byte = content[at]!;
    if (isWhite(byte)) {
      at++;
    } else if (byte === 0x25) {
      while (at < content.length && content[at] !== 0x0a && content[at] !== 0x0d) at++;
    } else if (byte === 0x28) {
      let depth = 1;
      at++;
      while (at < content.length && depth > 0) {
        const c = content[at]!;
        if (c === 0x5c) at++;
        else if (c === 0x28) depth++;
        else if (c === 0x29) depth--;
        if (depth > 0) stringBytes++;
        at++;
      }
    } else if (byte === 0x3c && content[at + 1] !== 0x3c) {
      const start = at;
      while (at < content.length && content[at] !== 0x3e) at++;
      stringBytes += Math.ceil((at - start - 1) / 2);
      at++;
    } else if (isDelimiter(byte) && byte !== 0x2f) {
      at += byte === 0x3c || byte === 0x3e ? 2 : 1;
    } else {
      const start = at;
      at++;
      while (at < content.length && !isWhite(content[at]!) && !isDelimiter(content[at]!)) at++;
      const token = content.toString("latin1", start, at);
      if (byte === 0x2f) lastName = token.slice(1);
      else if (token === "ID") at = skipInlineImage(content, at);
      else if (!/^[-+.\d]/.test(token) && token !== "true" && token !== "false" && token !== "null") operator(token);
    }
  }
  return counts;
}

/** Past an inline image's data, to just before its `EI` (its bytes may hold anything). */
function skipInlineImage(content: Buffer, from: number): number {
  for (let at = from + 1; at < content.length - 1; at++) {
    if (content[at] === 0x45 && content[at + 1] === 0x49 && isWhite(content[at - 1]!)) {
      if (at + 2 >= content.length || isWhite(content[at + 2]!) || isDelimiter(content[at + 2]!)) return at;
    }
  }
  return content.length;
}
