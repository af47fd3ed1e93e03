// The page count a PDF declares in its page tree (`/Type /Pages … /Count N`), read from its bytes as they stream by:
// no decoding, no repair, no object followed, so it costs what hashing the file costs. Shared by the scan page (which
// shows the count before Start AI Processing) and the upload route (which refuses a file over the pages-per-file
// limit before any credit is taken; docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md).
// A page tree inside a compressed object stream is not seen: the count is then unknown, and the scan finds it when it
// opens the book. The largest `/Count` of any page-tree node is the root's in a well-formed file; a file that declares
// more pages in a node than it has is refused for what it declares.

/**
 * Tokens that matter: an object's start or end, a page-tree node's type, a count (at most 12 digits, not a reference
 * `/Count 9 0 R`, whose value is elsewhere and left to the scan).
 */
const TOKENS =
  /\d+\s+\d+\s+obj\b|\bendobj\b|\/Type\s*\/Pages(?![A-Za-z0-9#_.-])|\/Count\s+(\d{1,12})(?![\d.]|\s+\d+\s+R\b)/g;
/** Bytes kept from one chunk's end to the next chunk's start, so a token split between chunks is still found. */
const CARRY = 64;

export class DeclaredPageCounter {
  private readonly decoder = new TextDecoder("latin1");
  private carry = "";
  private pagesNode = false;
  private nodeCount: number | undefined;
  private declared: number | undefined;

  /** Feeds the next bytes of the file. */
  push(bytes: Uint8Array): void {
    this.scan(this.carry + this.decoder.decode(bytes, { stream: true }), false);
  }

  /** The declared page count, or undefined when the file declares none readable without decoding. */
  finish(): number | undefined {
    this.scan(this.carry, true);
    this.endObject();
    return this.declared;
  }

  private scan(text: string, last: boolean): void {
    const limit = last ? text.length : text.length - CARRY;
    let consumed = 0;
    TOKENS.lastIndex = 0;
    for (let match = TOKENS.exec(text); match && match.index < limit; match = TOKENS.exec(text)) {
      consumed = match.index + match[0].length;
      const token = match[0];
      if (match[1] !== undefined) this.nodeCount = Math.max(this.nodeCount ?? 0, Number(match[1]));
      else if (token.startsWith("/Type")) this.pagesNode = true;
      else this.endObject(); // `n g obj` starts one, `endobj` ends one: either way the last one is over
    }
    this.carry = last ? "" : text.slice(Math.max(consumed, limit));
  }

  private endObject(): void {
    if (this.pagesNode && this.nodeCount !== undefined) this.declared = Math.max(this.declared ?? 0, this.nodeCount);
    this.pagesNode = false;
    this.nodeCount = undefined;
  }
}

/** Reads a whole stream of a PDF's bytes (a browser File's `stream()`, a Node stream) for its declared page count. */
export async function declaredPageCount(chunks: AsyncIterable<Uint8Array>): Promise<number | undefined> {
  const counter = new DeclaredPageCounter();
  for await (const chunk of chunks) counter.push(chunk);
  return counter.finish();
}
