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

export function applyAddendum(
  projectRegister: ExtractedData,
  addendum: AddendumDocument,
  options: ApplyAddendumOptions = {},
): AppliedAddendum {
  const { instructions, warnings } = parseAddendumInstructions(addendum.text);
  const project = groupKeys(projectRegister.submittals);
  const attached = groupKeys(addendum.register.submittals);
  const named = instructedSections(instructions);

  // A later instruction about a whole section overrides an earlier one ("Add Section …" then "Delete Section …").
  const sectionActions = new Map<string, AddendumInstruction & { action: SectionAction }>();
  for (const instruction of instructions) {
    if (instruction.action.endsWith("-section")) {
      sectionActions.set(
        sectionKey(instruction.section),
        instruction as AddendumInstruction & { action: SectionAction },
      );
    }
  }

  const result = new Map<string, Submittal[]>();
  for (const [key, items] of project) result.set(key, [...items]);
  const sectionInstructions = new Map<string, SectionInstruction>();
  for (const [key, instruction] of sectionActions) {
    let action = instruction.action;
    if (action === "delete-section") {
      if (!project.has(key)) {
        warnings.push(
          `Section ${instruction.section} is deleted by the addendum but is not in the register; nothing was removed.`,
        );
      }
      result.delete(key);
    } else {
      const incoming = attached.get(key) ?? [];
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
    sectionInstructions.set(key, { kind: SECTION_KIND[action], text: instruction.text });
  }

  // The sections it carries that no instruction names: a new issue of a section the register holds, else attached.
  const attachedSections: AttachedSection[] = [];
  for (const [key, items] of attached) {
    if (named.has(key)) continue;
    if (project.has(key)) {
      result.set(key, [...items]);
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
      result.set(key, deliverables);
      sectionInstructions.set(key, { kind: "added", text: ATTACHED_NOT_INSTRUCTED });
    }
  }

  for (const instruction of instructions) {
    if (!instruction.ref) continue;
    const key = sectionKey(instruction.section);
    if (sectionActions.has(key)) continue; // the whole section's instruction decides it
    const items = result.get(key) ?? [];
    const ref = instruction.ref;
    const sibling = items[0] ?? project.get(key)?.[0];
    const place = { section: sibling?.section ?? instruction.section, sectionTitle: sibling?.sectionTitle, ref };
    const fromAddendum = (attached.get(key) ?? []).filter((item) => within(item.ref, ref));
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
      if (at < 0) continue; // not a paragraph the register lists
      result.set(key, kept);
      continue;
    }
    if (instruction.action === "revise-paragraph" && at < 0 && fromAddendum.length === 0) continue;
    const replacement = reread().map((item) => {
      // The paragraph stays in its article, which the rules read from the book: keep the article's category.
      const old = items[at];
      return old?.category ? { ...item, category: old.category } : item;
    });
    const insertAt = at >= 0 ? at : insertionPoint(kept, ref);
    result.set(key, [...kept.slice(0, insertAt), ...replacement, ...kept.slice(insertAt)]);
    if (replacement.length === 0 && instruction.action === "add-paragraph") {
      warnings.push(
        `Paragraph ${ref} added to Section ${instruction.section} asks for no submittal; nothing was added.`,
      );
    }
  }

  const register: ExtractedData = {
    ...projectRegister,
    submittals: sortSubmittals([...result.values()].flat()),
  };
  const comparison = compareRegisters(projectRegister, register, { sectionInstructions, warnings });
  return { register, comparison: { ...comparison, attached: attachedSections } };
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
