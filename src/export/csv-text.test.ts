// The CSV writer's formula guard, property by property: whatever hides in front of = + - @ (blanks, line breaks,
// invisible characters) and whichever width they are typed in, the field reads back as the text with an apostrophe.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/fixtures/export/parse-csv";
import { csvText, looksLikeFormula, type CsvValue } from "./csv-text";

/** One row of fields written and read back with the strict reader. */
function roundTrip(fields: readonly CsvValue[]): string[] {
  const { rows } = parseCsv(csvText([fields]));
  expect(rows).toHaveLength(1);
  return rows[0] ?? [];
}

const FORMULA_SIGNS = ["=", "+", "-", "@", "＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫"];
/** What a spreadsheet skips before it looks for a formula: blanks, breaks, controls and format characters. */
const UNSEEN = [
  " ",
  "\t",
  "\r",
  "\n",
  "\u00A0", // no-break space
  "\u3000", // ideographic space
  "\u2003", // em space
  "\u200B", // zero-width space
  "\u200C", // zero-width non-joiner
  "\u200D", // zero-width joiner
  "\u2060", // word joiner
  "\u200E", // left-to-right mark
  "\u202E", // right-to-left override
  "\uFEFF", // byte-order mark
  "\u00AD", // soft hyphen
  "\u0000",
  "\u001F",
];
const PROPERTY_RUNS = { numRuns: 500, seed: 20261127 };

describe("CSV fields a spreadsheet would run as a formula", () => {
  it("get a leading apostrophe whatever unseen characters come before the sign, the rest unchanged", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...UNSEEN), { maxLength: 6 }).map((chars) => chars.join("")),
        fc.constantFrom(...FORMULA_SIGNS),
        fc.string({ maxLength: 30 }),
        (lead, sign, rest) => {
          const text = `${lead}${sign}${rest}`;
          expect(roundTrip(["ok", text, 7])).toEqual(["ok", `'${text}`, "7"]);
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it.each([
    [" space then equals", ' =HYPERLINK("http://attacker.example","Open")'],
    ["a line feed", '\n=HYPERLINK("http://attacker.example")'],
    ["a full-width equals", "＝1+1"],
    ["a zero-width space then equals", "\u200B=cmd|' /C calc'!A0"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r@SUM(1,2)"],
    ["a full-width plus", "＋1+1"],
    ["a full-width minus", "－2+3"],
    ["a full-width at", "＠SUM(1,2)"],
  ])("prefixes a field led by %s", (_name, text) => {
    expect(roundTrip([text])).toEqual([`'${text}`]);
  });

  it("prefixes any field led by a tab, carriage return or line feed, whatever follows", () => {
    fc.assert(
      fc.property(fc.constantFrom("\t", "\r", "\n"), fc.string({ maxLength: 20 }), (lead, rest) => {
        expect(roundTrip([lead + rest])).toEqual([`'${lead}${rest}`]);
      }),
      PROPERTY_RUNS,
    );
  });

  it("leaves other text and every number as it was", () => {
    const visibleStart = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((text) => !/^[\s\p{Cc}\p{Cf}]/u.test(text) && !FORMULA_SIGNS.includes(text[0] ?? ""));
    fc.assert(
      fc.property(visibleStart, fc.double({ noNaN: true }), (text, number) => {
        expect(looksLikeFormula(text)).toBe(false);
        expect(roundTrip([text, number])).toEqual([text, String(number)]);
      }),
      PROPERTY_RUNS,
    );
    expect(roundTrip([-5, 0, "Level 2", "a = b", "e-mail"])).toEqual(["-5", "0", "Level 2", "a = b", "e-mail"]);
  });
});
