// What an addendum means for a project's register, decided here once for the server and the CLI (decisions 0221,
// 0273): its instructions, read from its text, are applied (sections named as deleted leave, replaced sections take
// the addendum's attached text, added sections arrive, revised, deleted and added paragraphs change in place); a
// section it carries that no instruction names is a new issue of that section when the register holds it (compared
// item by item), and otherwise "Attached to the addendum, not instructed": listed apart for the reviewer, added only
// when asked. The register compared with the result is the comparison. Sections that arrive new (added, attached)
// and paragraphs the addendum words anew have their group headings read as the deliverables they list.
import {
  ATTACHED_NOT_INSTRUCTED,
  type AddendumInstruction,
  type AttachedSection,
  type RegisterComparison,
} from "../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../contract/submittal";
import { sortSubmittals } from "../register/sort-submittals";
import { parseAddendumInstructions } from "./addendum-instructions";
import { compareRegisters, sectionKey, type SectionInstruction } from "./compare-registers";
import { readGroupHeadings } from "./group-headings";
import { readParagraphText } from "./read-revised-paragraph";

/** An addendum or bulletin as scanned: its register and its text (every page's lines), which holds its instructions. */
export type AddendumDocument = { register: ExtractedData; text: string };

export type ApplyAddendumOptions = {
  /** Add the sections attached without an instruction as new sections (the CLI's --add-attached). */
  addAttached?: boolean;
};

export type AppliedAddendum = {
  /** The project's register as the addendum makes it: what accepting every change gives. */
  register: ExtractedData;
  /** The project's register compared with `register`; `new` sides are indices into `register`. `attached` lists
   * the sections attached without an instruction, in `register` only with `addAttached`. */
  comparison: RegisterComparison & { attached: AttachedSection[] };
};

type SectionAction = "delete-section" | "replace-section" | "add-section";
const SECTION_KIND: Record<SectionAction, SectionInstruction["kind"]> = {
  "delete-section": "deleted-by-addendum",
  "replace-section": "replaced",
  "add-section": "added",
};

function groupKeys(items: readonly Submittal[]): Map<string, Submittal[]> {
  const groups = new Map<string, Submittal[]>();
  for (const item of items) {
    const key = sectionKey(item.section);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Whether `ref` is the paragraph `target` or one of its sub-paragraphs. */
function within(ref: string | undefined, target: string): boolean {
  const r = (ref ?? "").toUpperCase();
  return r === target || r.startsWith(`${target}.`);
}

/** Whether an instruction names the section: a whole-section instruction or a paragraph one. */
function instructedSections(instructions: readonly AddendumInstruction[]): Set<string> {
  return new Set(instructions.map((i) => sectionKey(i.section)));
}

/** The sections by key as the project holds them and as the addendum carries them, the register being built from
 * them (`result`), the instructions the comparison shows per section and the warnings for the reviewer. */
type Application = {
  project: Map<string, Submittal[]>;
  attached: Map<string, Submittal[]>;
  result: Map<string, Submittal[]>;
  sectionInstructions: Map<string, SectionInstruction>;
  warnings: string[];
};

export function applyAddendum(
  projectRegister: ExtractedData,
  addendum: AddendumDocument,
  options: ApplyAddendumOptions = {},
): AppliedAddendum {
  const { instructions, warnings } = parseAddendumInstructions(addendum.text);
  const project = groupKeys(projectRegister.submittals);
  const app: Application = {
    project,
    attached: groupKeys(addendum.register.submittals),
    result: new Map([...project].map(([key, items]) => [key, [...items]])),
    sectionInstructions: new Map(),
    warnings,
  };
  const sectionActions = lastSectionActions(instructions);
  for (const [key, instruction] of sectionActions) applySectionAction(app, key, instruction);
  const attachedSections = placeUninstructedSections(app, instructedSections(instructions), options);
  for (const instruction of instructions) {
    // A paragraph of a section a whole-section instruction names: that instruction decides it.
    if (instruction.ref && !sectionActions.has(sectionKey(instruction.section))) {
      applyParagraphInstruction(app, instruction, instruction.ref);
    }
  }

  const register: ExtractedData = {
    ...projectRegister,
    submittals: sortSubmittals([...app.result.values()].flat()),
  };
  const comparison = compareRegisters(projectRegister, register, {
    sectionInstructions: app.sectionInstructions,
    warnings,
  });
  return { register, comparison: { ...comparison, attached: attachedSections } };
}

type SectionActionInstruction = AddendumInstruction & { action: SectionAction };

/** A later instruction about a whole section overrides an earlier one ("Add Section …" then "Delete Section …"). */
function lastSectionActions(instructions: readonly AddendumInstruction[]): Map<string, SectionActionInstruction> {
  const sectionActions = new Map<string, SectionActionInstruction>();
  for (const instruction of instructions) {
    if (instruction.action.endsWith("-section")) {
      sectionActions.set(sectionKey(instruction.section), instruction as SectionActionInstruction);
    }
  }
  return sectionActions;
}

/** A section deleted, replaced by the addendum's text, or added; an add of a section held is a replacement. */
function applySectionAction(app: Application, key: string, instruction: SectionActionInstruction): void {
  const { project, result, warnings } = app;
  let action = instruction.action;
  if (action === "delete-section") {
    if (!project.has(key)) {
      warnings.push(
        `Section ${instruction.section} is deleted by the addendum but is not in the register; nothing was removed.`,
      );
    }
    result.delete(key);
  } else {
    const incoming = app.attached.get(key) ?? [];
    if (action === "add-section" && project.has(key)) {
      warnings.push(
        `Section ${instruction.section} is added by the addendum but already in the register; the addendum's text replaces it.`,
      );
      action = "replace-section";
    }
    if (action === "replace-section" && !project.has(key) && incoming.length > 0) action = "add-section";
    if (incoming.length === 0) {
      warnings.push(
        `The addendum's Section ${instruction.section} lists no submittals${project.has(key) ? "; the register's items of the section are removed" : ""}.`,
      );
    }
    // A section that arrives new is compared with nothing: its group headings are read as their deliverables.
    result.set(key, action === "add-section" ? readGroupHeadings(incoming) : [...incoming]);
  }
  app.sectionInstructions.set(key, { kind: SECTION_KIND[action], text: instruction.text });
}

/**
 * The sections it carries that no instruction names: a new issue of a section the register holds, else attached
 * (listed apart, and added only with `addAttached`).
 */
function placeUninstructedSections(
  app: Application,
  named: Set<string>,
  options: ApplyAddendumOptions,
): AttachedSection[] {
  const attachedSections: AttachedSection[] = [];
  for (const [key, items] of app.attached) {
    if (named.has(key)) continue;
    if (app.project.has(key)) {
      app.result.set(key, [...items]);
      continue;
    }
    const deliverables = readGroupHeadings(items);
    const first = items[0]!;
    attachedSections.push({
      section: first.section,
      ...(first.sectionTitle !== undefined && { sectionTitle: first.sectionTitle }),
      division: first.division,
      items: deliverables,
      added: options.addAttached === true,
    });
    if (options.addAttached) {
      app.result.set(key, deliverables);
      app.sectionInstructions.set(key, { kind: "added", text: ATTACHED_NOT_INSTRUCTED });
    }
  }
  return attachedSections;
}

/** A paragraph deleted, revised or added: its items leave, or the addendum's (or its new words read) take their place. */
function applyParagraphInstruction(app: Application, instruction: AddendumInstruction, ref: string): void {
  const key = sectionKey(instruction.section);
  const items = app.result.get(key) ?? [];
  const sibling = items[0] ?? app.project.get(key)?.[0];
  const place = { section: sibling?.section ?? instruction.section, sectionTitle: sibling?.sectionTitle, ref };
  const fromAddendum = (app.attached.get(key) ?? []).filter((item) => within(item.ref, ref));
  const reread = () =>
    fromAddendum.length > 0
      ? fromAddendum
      : readGroupHeadings(readParagraphText(place, instruction.newText ?? "")).map((item) => ({
          ...item,
          ...(sibling && { division: sibling.division }),
        }));
  const at = items.findIndex((item) => within(item.ref, ref));
  const kept = items.filter((item) => !within(item.ref, ref));
  if (instruction.action === "delete-paragraph") {
    if (at < 0) return; // not a paragraph the register lists
    app.result.set(key, kept);
    return;
  }
  if (instruction.action === "revise-paragraph" && at < 0 && fromAddendum.length === 0) return;
  const replacement = reread().map((item) => {
    // The paragraph stays in its article, which the rules read from the book: keep the article's category.
    const old = items[at];
    return old?.category ? { ...item, category: old.category } : item;
  });
  const insertAt = at >= 0 ? at : insertionPoint(kept, ref);
  app.result.set(key, [...kept.slice(0, insertAt), ...replacement, ...kept.slice(insertAt)]);
  if (replacement.length === 0 && instruction.action === "add-paragraph") {
    app.warnings.push(
      `Paragraph ${ref} added to Section ${instruction.section} asks for no submittal; nothing was added.`,
    );
  }
}

/** Where a new paragraph goes among a section's items: after the last item whose ref sorts before it. */
function insertionPoint(items: readonly Submittal[], ref: string): number {
  const order = (r: string) =>
    r
      .split(".")
      .map((p) => (/^\d+$/.test(p) ? p.padStart(3, "0") : p.padStart(3, " ")))
      .join(".");
  let at = 0;
  items.forEach((item, index) => {
    if (item.ref && order(item.ref) < order(ref)) at = index + 1;
  });
  return at;
}
