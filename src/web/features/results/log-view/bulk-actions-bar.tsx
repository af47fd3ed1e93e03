// What can be done to the items chosen in the selection column at once: set type, division, section or required-on-site
// date, include or exclude them, merge them into one, or clear the choice.
import { useId, useState } from "react";
import { Combine, X } from "lucide-react";
import { SUBMITTAL_TYPES, type Submittal } from "../../../../contract/submittal";
import { divisionCode, masterformatDivisionLabels } from "../../../../contract/divisions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ItemsPatch } from "../editor/working-copy";

const selectClass =
  "h-8 min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

export type BulkActionsBarProps = {
  count: number;
  submittals: readonly Submittal[];
  onUpdate: (patch: ItemsPatch) => void;
  onSetExcluded: (excluded: boolean) => void;
  onMerge: () => void;
  onClear: () => void;
};

export function BulkActionsBar(props: BulkActionsBarProps) {
  const id = useId();
  const [section, setSection] = useState("");
  const [onSite, setOnSite] = useState("");
  const divisions = [...new Set([...masterformatDivisionLabels(), ...props.submittals.map((s) => s.division)])].sort(
    (a, b) => divisionCode(a).localeCompare(divisionCode(b)) || a.localeCompare(b),
  );
  return (
    <div
      className="sticky top-14 z-10 flex flex-wrap items-center gap-2 rounded-xl border bg-background p-3 shadow-sm"
      role="toolbar"
      aria-label="Selected items"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {props.count} selected
      </span>
      <label className="sr-only" htmlFor={`${id}-type`}>
        Set type
      </label>
      <select
        id={`${id}-type`}
        className={selectClass}
        value=""
        onChange={(e) => e.target.value && props.onUpdate({ submittalType: e.target.value })}
      >
        <option value="">Set type…</option>
        {SUBMITTAL_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-division`}>
        Set division
      </label>
      <select
        id={`${id}-division`}
        className={selectClass}
        value=""
        onChange={(e) => e.target.value && props.onUpdate({ division: e.target.value })}
      >
        <option value="">Set division…</option>
        {divisions.map((division) => (
          <option key={division}>{division}</option>
        ))}
      </select>
      <form
        className="flex items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          props.onUpdate({ section: section.trim() });
        }}
      >
        <Input
          aria-label="Set section"
          placeholder="Section, e.g. 09 91 23"
          className="h-8 w-44"
          value={section}
          onChange={(e) => setSection(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline">
          Set section
        </Button>
      </form>
      <form
        className="flex items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (onSite) props.onUpdate({ requiredOnSiteDate: onSite });
        }}
      >
        <Input
          type="date"
          aria-label="Required on-site date"
          className="h-8 w-40"
          value={onSite}
          onChange={(e) => setOnSite(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={!onSite}>
          Set on-site date
        </Button>
      </form>
      <Button size="sm" variant="outline" onClick={() => props.onSetExcluded(false)}>
        Include
      </Button>
      <Button size="sm" variant="outline" onClick={() => props.onSetExcluded(true)}>
        Exclude
      </Button>
      <Button size="sm" variant="outline" onClick={props.onMerge} disabled={props.count < 2}>
        <Combine aria-hidden />
        Merge
      </Button>
      <Button size="sm" variant="ghost" onClick={props.onClear}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  );
}
