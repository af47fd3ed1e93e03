// Reads the numbering token at the start of a line: "A.", "1.", "a.", "(A)", "(1)", "1)", "(a)", "1.4.1", "1.4.1.2", ".1",
// also "1.Submit" where the space after the period was lost.
import type { TokenKind } from "./outline-types";

export type NumberingToken = { kind: TokenKind; value: string; rest: string };

const PATTERNS: ReadonlyArray<{ kind: TokenKind; re: RegExp }> = [
  { kind: "sub-decimal", re: /^(\d{1,2}\.\d{1,2}\.\d{1,2}\.\d{1,2})\.?(?:\s+|$)(.*)$/ },
  { kind: "decimal", re: /^(\d{1,2}\.\d{1,2}\.\d{1,2})\.?(?:\s+|$)(.*)$/ },
  { kind: "upper", re: /^([A-Z])[.)](?:\s+|$)(.*)$/ },
  { kind: "number", re: /^(\d{1,2})[.)](?:\s+|$)(.*)$/ },
  { kind: "lower", re: /^([a-z])[.)](?:\s+|$)(.*)$/ },
  // Text that lost the space after the period ("1.Submit", "a.Submit"): a capitalised word follows at once.
  { kind: "number", re: /^(\d{1,2})\.(?=[A-Z][a-z])(.*)$/ },
  { kind: "lower", re: /^([a-z])\.(?=[A-Z][a-z])(.*)$/ },
  { kind: "paren-upper", re: /^\(([A-Z])\)(?:\s+|$)(.*)$/ },
  { kind: "paren-number", re: /^\((\d{1,2})\)(?:\s+|$)(.*)$/ },
  { kind: "paren-lower", re: /^\(([a-z])\)(?:\s+|$)(.*)$/ },
  { kind: "dot-number", re: /^\.(\d{1,2})(?:\s+|$)(.*)$/ },
];

export function readNumberingToken(text: string): NumberingToken | null {
  for (const { kind, re } of PATTERNS) {
    const m = re.exec(text);
    if (m) return { kind, value: m[1]!, rest: (m[2] ?? "").trim() };
  }
  return null;
}

/** Position of a token value in its sequence (A → 1, c → 3, 12 → 12), for checking that lists run in order. */
export function ordinal(value: string): number {
  if (/^\d+$/.test(value)) return Number(value);
  if (/^\d+(\.\d+){2,3}$/.test(value)) return Number(value.split(".").at(-1));
  return value.toUpperCase().charCodeAt(0) - 64;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * "Submit one" / "(1) electronic approved manual …": a figure in brackets after its number in words continues the
 * sentence the line before left open; it numbers nothing.
 */
export function continuesSpelledNumber(previous: string, text: string): boolean {
  const figure = /^\((\d{1,2})\)\s/.exec(text)?.[1];
  if (figure === undefined) return false;
  const word = /([a-z]+)\s*$/i.exec(previous.trim())?.[1]?.toLowerCase();
  return word !== undefined && NUMBER_WORDS[Number(figure)] === word;
}
