// The text a content stream shows, measured and clipped from its bytes before mupdf runs it: a page of one 1 MB line
// would otherwise cost mupdf ~100 MB of structured text (per thread, kept for the thread's life) and the scan as much
// again in lines. Strings are the operands of the text operators, so their bytes bound the glyphs drawn.

/**
 * Bytes of text one page may show (its strings, forms' strings as often as they are painted). A dense spec page shows
 * about 6 KB and a drawing sheet's notes tens of KB; past this the page's first 256 KB are read, with a warning.
 */
export const maxTextBytes = 256 * 1024;

const [LPAREN, RPAREN, BACKSLASH, LT, GT, PERCENT] = [0x28, 0x29, 0x5c, 0x3c, 0x3e, 0x25];

const isWhite = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c;
const isDelimiter = (byte: number) =>
  isWhite(byte) || byte === LPAREN || byte === RPAREN || byte === LT || byte === GT || byte === 0x5b || byte === 0x5d;

type StringSpan = { start: number; end: number; bytes: number; hex: boolean };

/**
 * Past an inline image's `ID … EI` data: the first `EI` between white space (its bytes may hold anything); undefined
 * when the stream ends first.
 */
function skipInlineImage(content: Buffer, from: number): number | undefined {
  for (let at = from; at < content.length - 2; at++) {
    if (content[at] === 0x45 && content[at + 1] === 0x49 && isWhite(content[at - 1]!)) {
      if (at + 2 >= content.length || isDelimiter(content[at + 2]!)) return at + 2;
    }
  }
  return undefined;
}

/**
 * Calls `visit` for every string operand (literal or hex) in order, skipping comments and inline image data. Returns
 * true when the stream ends inside a string or an inline image's data (what follows it would be read on as part of it).
 */
function walkStrings(content: Buffer, visit: (span: StringSpan) => void): boolean {
  let open = false;
  let at = 0;
  while (at < content.length) {
    const byte = content[at]!;
    if (byte === PERCENT) {
      while (at < content.length && content[at] !== 0x0a && content[at] !== 0x0d) at++;
    } else if (byte === LPAREN) {
      const start = at;
      let depth = 1;
      let bytes = 0;
      at++;
      while (at < content.length && depth > 0) {
        const c = content[at]!;
        if (c === BACKSLASH) at++;
        else if (c === LPAREN) depth++;
        else if (c === RPAREN) depth--;
        if (depth > 0) bytes++;
        at++;
      }
      if (depth > 0) open = true;
      visit({ start, end: at, bytes, hex: false });
      continue;
    } else if (byte === LT && content[at + 1] === LT) {
      at += 2;
      continue;
    } else if (byte === LT) {
      const start = at;
      while (at < content.length && content[at] !== GT) at++;
      if (at >= content.length) open = true;
      at++;
      visit({ start, end: at, bytes: Math.ceil((at - start - 2) / 2), hex: true });
      continue;
    } else if (
      byte === 0x49 &&
      content[at + 1] === 0x44 &&
      (at === 0 || isWhite(content[at - 1]!)) &&
      at + 2 < content.length &&
      isWhite(content[at + 2]!)
    ) {
      const end = skipInlineImage(content, at + 3);
      if (end === undefined) open = true;
      at = end ?? content.length;
      continue;
    }
    at++;
  }
  return open;
}

/** Bytes of text the stream shows (hex strings count their decoded bytes). */
export function countTextBytes(content: Buffer): number {
  let total = 0;
  walkStrings(content, (span) => (total += span.bytes));
  return total;
}

/**
 * Bytes of text the stream shows, and whether it ends outside every string and inline image (`closed`). The streams
 * of a page are read as one, joined by line ends; when each of them is closed, what the joined streams show is the
 * sum of what each shows alone, and each can be clipped alone: no stream has to be held with the others.
 */
export function measureTextBytes(content: Buffer): { bytes: number; closed: boolean } {
  let bytes = 0;
  const open = walkStrings(content, (span) => (bytes += span.bytes));
  return { bytes, closed: !open };
}

/**
 * The stream with its text cut after `keep` bytes: the string that crosses the limit is shortened and every later
 * string is emptied, so the operators (and all drawing) stay as written and the stream stays valid.
 */
export function clipTextBytes(content: Buffer, keep: number): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  let left = keep;
  walkStrings(content, (span) => {
    if (span.bytes <= left) {
      left -= span.bytes;
      return;
    }
    parts.push(content.subarray(copied, span.start));
    parts.push(span.hex ? shortHex(content, span, left) : shortLiteral(content, span, left));
    copied = span.end;
    left = 0;
  });
  parts.push(content.subarray(copied));
  return Buffer.concat(parts);
}

function shortHex(content: Buffer, span: StringSpan, keep: number): Buffer {
  const digits = content
    .subarray(span.start + 1, span.end - 1)
    .toString("latin1")
    .replace(/\s+/g, "");
  return Buffer.from(`<${digits.slice(0, keep * 2)}>`, "latin1");
}

/** The first `keep` bytes of a literal string, never cutting an escape, with its parentheses balanced. */
function shortLiteral(content: Buffer, span: StringSpan, keep: number): Buffer {
  let at = span.start + 1;
  let depth = 0;
  for (let kept = 0; kept < keep && at < span.end - 1; kept++) {
    const c = content[at]!;
    if (c === BACKSLASH) at++;
    else if (c === LPAREN) depth++;
    else if (c === RPAREN) depth--;
    at++;
  }
  return Buffer.concat([
    Buffer.from("("),
    content.subarray(span.start + 1, at),
    Buffer.from(")".repeat(Math.max(0, depth) + 1)),
  ]);
}
