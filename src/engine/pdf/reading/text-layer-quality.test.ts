import { describe, expect, it } from "vitest";
import { hasUsableText } from "./text-layer-quality";
import type { TextFragment } from "../text-fragment";

const fragment = (text: string): TextFragment => ({
  text,
  x: 0,
  y: 0,
  width: 100,
  height: 10,
  upright: true,
});

describe("hasUsableText", () => {
  it("accepts ordinary spec text, accents and symbols included", () => {
    expect(hasUsableText([fragment("1.4 ACTION SUBMITTALS"), fragment("Béton coulé ≥ 25 MPa — see § 3.2")])).toBe(true);
  });

  it("rejects a page that only carries a page number or a stamp", () => {
    expect(hasUsableText([fragment("12"), fragment("DRAFT")])).toBe(false);
  });

  it("rejects text from a broken font encoding", () => {
    const garbage = "\uFFFD\uE001\uE002\uE003 ".repeat(20) + "ab cd ef gh ij kl";
    expect(hasUsableText([fragment(garbage)])).toBe(false);
  });
});
