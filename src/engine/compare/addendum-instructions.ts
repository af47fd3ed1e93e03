// Reads an addendum's instructions from its text (decision 0221): "Delete Section 08 71 00 in its entirety",
// "Replace Section 09 91 23 with the attached", "Add Section 21 13 13", "Revise paragraph 2.3.B to read: …",
// "Delete paragraph 1.3.C", "Add paragraph 1.3.D as follows: …". A paragraph instruction that names no section
// belongs to the section the addendum last named ("Item 3 – Section 09 91 23, Interior Painting:").
import type { AddendumInstruction } from "../../contract/register-comparison";
import { REGISTER_LIMITS } from "../../contract/submittal";
import { fromMatch, SECTION_NUMBER_SOURCE } from "../extraction/sections/section-number";

export type AddendumReading = { instructions: AddendumInstruction[]; warnings: string[] };

const NUMBER = `(?<![\\d.])${SECTION_NUMBER_SOURCE}(?!\\d)`;
const SECTION_WORD = String.raw`(?:specification\s+)?sections?\s+(?:no\.\s*)?`;
const SECTION_MENTION = new RegExp(`\\b${SECTION_WORD}${NUMBER}`, "i");
const REF = String.raw`(\d{1,2}\.\d{1,2}(?:\.[A-Z](?:\.\d{1,2})?)?)`;
const PARAGRAPH = String.raw`(?:sub)?(?:paragraph|para\.|article)\s+`;
const IN_SECTION = `(?:\\s*,?\\s+(?:of|in|to)\\s+${SECTION_WORD}${NUMBER})?`;
const NEW_TEXT = String.raw`[^:]*?(?:\bto\s+read|\bas\s+follows|\bthe\s+following)\s*:?\s*(.*)$`;

const REVISE_PARAGRAPH = new RegExp(
  `\\b(?:revise|amend|change|modify|replace)\\s+${PARAGRAPH}${REF}${IN_SECTION}${NEW_TEXT}`,
  "i",
);
const DELETE_AND_REPLACE_PARAGRAPH = new RegExp(
  `\\b(?:delete|remove)\\s+${PARAGRAPH}${REF}${IN_SECTION}.*?\\b(?:replace|substitute)\\b${NEW_TEXT}`,
  "i",
);
const ADD_PARAGRAPH = new RegExp(
  `\\b(?:add|insert)\\s+(?:a\\s+)?(?:new\\s+)?${PARAGRAPH}${REF}${IN_SECTION}${NEW_TEXT}`,
  "i",
);
const DELETE_PARAGRAPH = new RegExp(`\\b(?:delete|remove|omit)\\s+${PARAGRAPH}${REF}${IN_SECTION}`, "i");

const DELETE_SECTION = new RegExp(
  `\\b(?:delete|remove|omit)\\s+(?:the\\s+)?(?:entire\\s+)?${SECTION_WORD}${NUMBER}`,
  "i",
);
const REPLACE_SECTION = new RegExp(
  `\\b(?:replace|supersede)\\s+(?:the\\s+)?(?:entire\\s+)?${SECTION_WORD}${NUMBER}`,
  "i",
);
const ADD_SECTION = new RegExp(
  `\\b(?:add|insert|include)\\s+(?:the\\s+)?(?:attached\\s+)?(?:new\\s+)?${SECTION_WORD}${NUMBER}`,
  "i",
);
const INSERT_AFTER_DELETE = /\b(?:replace|substitute|insert|add)\b/i;
const PASSIVE = new RegExp(
  `\\b${SECTION_WORD}${NUMBER}.*?\\b(?:is|are)\\s+(?:hereby\\s+)?(deleted|removed|omitted|replaced|superseded|added|inserted)\\b`,
  "i",
);
/** "Delete this Section in its entirety." under a heading that names the section. */
const THIS_SECTION = /\b(delete|remove|omit|replace)\s+(?:this|the|said)\s+section\b/i;

/** A list marker ("1.", "A.", "(a)") at the start of a line. */
const LIST_MARKER = /^\s*(?:\(?[0-9]{1,3}[.)]\s|\(?[A-Za-z][.)]\s)/;
/** A line that starts a new statement: a list marker, "Item 3", a heading, or an instruction's verb. */
const STATEMENT_START = new RegExp(
  `${LIST_MARKER.source}|^\\s*(?:(?:addendum\\s+)?item\\s+(?:no\\.\\s*)?\\d+|section\\s+\\d|(?:revise|amend|change|modify|replace|supersede|delete|remove|omit|add|insert)\\b)`,
  "i",
);
const END_MARK = /^\s*end\s+of\b/i;

/** The statements of the text: list items and paragraphs, each with its wrapped lines joined by single spaces. */
function statements(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) out.push(current.join(" ").replace(/\s+/g, " ").trim());
    current = [];
  };
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === "") {
      flush();
      continue;
    }
    if (STATEMENT_START.test(line) || END_MARK.test(line)) flush();
    current.push(line.trim());
  }
  flush();
  return out;
}

function sectionOf(m: RegExpExecArray, first: number): string | null {
  return fromMatch(m, first)?.formatted ?? null;
}

/** Every section number the statement names after the word "section(s)", in order, once each. */
function namedSections(statement: string): string[] {
  const re = new RegExp(`\\b${SECTION_WORD}${NUMBER}((?:\\s*(?:,|and|&)\\s*${NUMBER})*)`, "gi");
  const found: string[] = [];
  for (let m = re.exec(statement); m; m = re.exec(statement)) {
    const first = sectionOf(m, 1);
    if (first) found.push(first);
    const listed = new RegExp(NUMBER, "g");
    for (let n = listed.exec(m[6] ?? ""); n; n = listed.exec(m[6] ?? "")) {
      const more = sectionOf(n, 1);
      if (more) found.push(more);
    }
  }
  return [...new Set(found)];
}

/** The paragraph's new wording: the rest of the statement, its quotation marks removed. */
function cleanNewText(text: string): string {
  return text
    .trim()
    .replace(/^["“”']+|["“”']+$/g, "")
    .trim()
    .slice(0, REGISTER_LIMITS.specifications);
}

function clip(statement: string): string {
  return statement.slice(0, REGISTER_LIMITS.warning);
}

export function parseAddendumInstructions(text: string): AddendumReading {
  const instructions: AddendumInstruction[] = [];
  const warnings: string[] = [];
  const list = statements(text);
  let context: string | null = null;

  const paragraph = (
    action: AddendumInstruction["action"],
    m: RegExpExecArray,
    statement: string,
    newText?: string,
  ): void => {
    const section = sectionOf(m, 2) ?? context;
    if (!section) {
      warnings.push(`No section is named for this instruction, so it was not applied: "${clip(statement)}"`);
      return;
    }
    instructions.push({
      action,
      section,
      ref: m[1]!.toUpperCase(),
      ...(newText !== undefined && { newText: cleanNewText(newText) }),
      text: clip(statement),
    });
  };

  for (let i = 0; i < list.length; i++) {
    const statement = list[i]!;
    // A revised or added paragraph runs on over the statements that follow it (its own sub-paragraphs) until one
    // is another instruction, a heading or the end of the addendum.
    const withFollowing = (start: string): string => {
      let body = start;
      const quoted = /^\s*["“]/.test(start);
      const open = () => quoted && !/["”]\s*$/.test(body);
      while (
        i + 1 < list.length &&
        !isInstructionOrHeading(list[i + 1]!) &&
        (open() || LIST_MARKER.test(list[i + 1]!))
      ) {
        body += `\n${list[++i]!}`;
      }
      return body;
    };
    let m: RegExpExecArray | null;
    if ((m = REVISE_PARAGRAPH.exec(statement)) || (m = DELETE_AND_REPLACE_PARAGRAPH.exec(statement))) {
      paragraph("revise-paragraph", m, statement, withFollowing(m[7] ?? ""));
      continue;
    }
    if ((m = ADD_PARAGRAPH.exec(statement))) {
      paragraph("add-paragraph", m, statement, withFollowing(m[7] ?? ""));
      continue;
    }
    if ((m = DELETE_PARAGRAPH.exec(statement))) {
      paragraph("delete-paragraph", m, statement);
      continue;
    }
    const sectionAction = readSectionAction(statement, context);
    if (sectionAction) {
      instructions.push(...sectionAction.map(([action, section]) => ({ action, section, text: clip(statement) })));
      continue;
    }
    const heading = SECTION_MENTION.exec(statement);
    if (heading) context = sectionOf(heading, 1) ?? context;
  }
  return { instructions, warnings };
}

type SectionAction = [Extract<AddendumInstruction["action"], `${string}-section`>, string];

function readSectionAction(statement: string, context: string | null): SectionAction[] | null {
  const named = namedSections(statement);
  if (DELETE_SECTION.test(statement)) {
    // "Delete Section 09 91 23 and replace it with the attached Section 09 91 23" replaces; "Delete Section
    // 08 71 00 and insert Section 08 71 13" deletes one and adds the other.
    const verb = DELETE_SECTION.exec(statement)!;
    const rest = statement.slice(verb.index + verb[0].length);
    if (INSERT_AFTER_DELETE.test(rest)) {
      if (named.length === 1) return [["replace-section", named[0]!]];
      return [["delete-section", named[0]!], ...named.slice(1).map((s): SectionAction => ["add-section", s])];
    }
    return named.map((s) => ["delete-section", s]);
  }
  if (REPLACE_SECTION.test(statement)) return named.slice(0, 1).map((s) => ["replace-section", s]);
  if (ADD_SECTION.test(statement)) return named.map((s) => ["add-section", s]);
  const passive = PASSIVE.exec(statement);
  if (passive) {
    const verb = passive[6]!.toLowerCase();
    const action = /^(?:deleted|removed|omitted)$/.test(verb)
      ? "delete-section"
      : /^(?:replaced|superseded)$/.test(verb)
        ? "replace-section"
        : "add-section";
    return named.map((section) => [action, section]);
  }
  const own = THIS_SECTION.exec(statement);
  if (own && context) return [[/^replace$/i.test(own[1]!) ? "replace-section" : "delete-section", context]];
  return null;
}

function isInstructionOrHeading(statement: string): boolean {
  return (
    END_MARK.test(statement) ||
    SECTION_MENTION.test(statement) ||
    REVISE_PARAGRAPH.test(statement) ||
    DELETE_AND_REPLACE_PARAGRAPH.test(statement) ||
    ADD_PARAGRAPH.test(statement) ||
    DELETE_PARAGRAPH.test(statement) ||
    THIS_SECTION.test(statement)
  );
}
