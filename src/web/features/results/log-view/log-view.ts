// What of the log is shown and how: a text search (description, specifications, section, paragraph), filters by
// type, division, category, state and schedule (submit-by due, long lead), and grouping by division (the spec's view) or by spec section.
import type { Submittal } from "../../../../contract/submittal";
import type { SubmittalPlan } from "../../../../contract/submittal-plan";
import { divisionCode } from "../../../../contract/divisions";
import { isSubmittalExported } from "../../../../export/select-exported-submittals";
import type { IndexedSubmittal } from "../editor/working-copy";

export type Grouping = "division" | "section";
export type StateFilter = "all" | "included" | "excluded" | "suggested";
/** "due": submit-by date passed or within two weeks; "long-lead": long-lead items. */
export type PlanFilter = "" | "due" | "long-lead";
export type LogView = {
  grouping: Grouping;
  text: string;
  type: string;
  division: string;
  category: string;
  state: StateFilter;
  plan: PlanFilter;
};
export const DEFAULT_VIEW: LogView = {
  grouping: "division",
  text: "",
  type: "",
  division: "",
  category: "",
  state: "all",
  plan: "",
};

export function isFiltered(view: LogView): boolean {
  return (
    view.text.trim() !== "" || !!view.type || !!view.division || !!view.category || view.state !== "all" || !!view.plan
  );
}

/**
 * A test for one item under the view's filters; `excludedDivisions` decides what counts as included, `planOf` gives
 * an item's schedule flags (without it the schedule filter keeps nothing).
 */
export function viewFilter(
  view: LogView,
  excludedDivisions: ReadonlySet<string>,
  planOf?: (s: Submittal) => SubmittalPlan,
): (s: Submittal) => boolean {
  const words = view.text.toLowerCase().split(/\s+/).filter(Boolean);
  return (s) => {
    if (view.type && s.submittalType !== view.type) return false;
    if (view.division && s.division !== view.division) return false;
    if (view.category && s.category !== view.category) return false;
    if (view.state === "suggested" && !s.suggested) return false;
    if (view.state === "included" && !isSubmittalExported(s, excludedDivisions)) return false;
    if (view.state === "excluded" && isSubmittalExported(s, excludedDivisions)) return false;
    if (view.plan === "due" && !planOf?.(s).due) return false;
    if (view.plan === "long-lead" && !planOf?.(s).longLead) return false;
    if (words.length === 0) return true;
    const haystack =
      `${s.description}\n${s.specifications}\n${s.section}\n${s.sectionTitle ?? ""}\n${s.ref ?? ""}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
}

export type ItemGroup = {
  /** Stable key of the group (the division label, or the section number). */
  key: string;
  label: string;
  /** The division an item added to this group goes to. */
  division: string;
  items: IndexedSubmittal[];
};

const natural = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function sectionLabel(s: Submittal): string {
  if (!s.section) return "No section";
  return s.sectionTitle ? `${s.section} - ${s.sectionTitle}` : s.section;
}

/** Groups in CSI order (by division code, or by section number), items in log order. */
export function groupItems(submittals: readonly Submittal[], grouping: Grouping, keep: (s: Submittal) => boolean) {
  const groups = new Map<string, ItemGroup>();
  submittals.forEach((submittal, index) => {
    if (!keep(submittal)) return;
    const key = grouping === "division" ? submittal.division : submittal.section || "";
    let group = groups.get(key);
    if (!group) {
      const label = grouping === "division" ? submittal.division : sectionLabel(submittal);
      group = { key, label, division: submittal.division, items: [] };
      groups.set(key, group);
    }
    group.items.push({ index, submittal });
  });
  const order =
    grouping === "division"
      ? (a: ItemGroup, b: ItemGroup) =>
          divisionCode(a.key).localeCompare(divisionCode(b.key)) || a.key.localeCompare(b.key)
      : (a: ItemGroup, b: ItemGroup) => (a.key === "" ? 1 : b.key === "" ? -1 : natural.compare(a.key, b.key));
  return [...groups.values()].sort(order);
}
