// Search, filters and grouping above the log's cards. Native selects keep every control keyboard- and
// screen-reader-friendly without extra code.
import { useId, type ChangeEvent } from "react";
import { Search } from "lucide-react";
import { SUBMITTAL_CATEGORIES, SUBMITTAL_TYPES, type Submittal } from "../../../../contract/submittal";
import { divisionCode } from "../../../../contract/divisions";
import { Input } from "@/components/ui/input";
import { DEFAULT_VIEW, type LogView, type PlanFilter, type StateFilter } from "./log-view";
import { FilterMatches } from "./filter-matches";
import { FilterSelect } from "./filter-select";
import { GroupingButtons } from "./grouping-buttons";
import { LOG_SEARCH_ID } from "../keyboard/use-find-shortcut";

export type LogViewToolbarProps = {
  view: LogView;
  onChange: (view: LogView) => void;
  submittals: readonly Submittal[];
  shown: number;
  /** Whether the list on screen is filtered (it follows the fields a moment later). */
  filtered: boolean;
};

export function LogViewToolbar({ view, onChange, submittals, shown, filtered }: LogViewToolbarProps) {
  const id = useId();
  const divisions = [...new Set(submittals.map((s) => s.division))].sort(
    (a, b) => divisionCode(a).localeCompare(divisionCode(b)) || a.localeCompare(b),
  );
  const set =
    <K extends keyof LogView>(key: K) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...view, [key]: event.target.value as LogView[K] });
  return (
    <div className="space-y-3 rounded-xl border bg-card p-3" role="search" aria-label="Find submittals">
      <div className="relative">
        <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
        <Input
          id={LOG_SEARCH_ID}
          type="search"
          aria-label="Search submittals"
          aria-keyshortcuts="Control+F Meta+F"
          placeholder="Search description, specifications, section or paragraph"
          className="pl-8"
          value={view.text}
          onChange={set("text")}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <FilterSelect id={`${id}-type`} label="Type" value={view.type} onChange={set("type")}>
          <option value="">All types</option>
          {SUBMITTAL_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-division`} label="Division" value={view.division} onChange={set("division")}>
          <option value="">All divisions</option>
          {divisions.map((division) => (
            <option key={division}>{division}</option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-category`} label="Category" value={view.category} onChange={set("category")}>
          <option value="">All categories</option>
          {SUBMITTAL_CATEGORIES.map((category) => (
            <option key={category} value={category} className="capitalize">
              {category[0]?.toUpperCase() + category.slice(1)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-state`}
          label="Show"
          value={view.state}
          onChange={(e) => onChange({ ...view, state: e.target.value as StateFilter })}
        >
          <option value="all">Included and excluded</option>
          <option value="included">Included only</option>
          <option value="excluded">Excluded only</option>
          <option value="suggested">Suggested only</option>
        </FilterSelect>
        <FilterSelect
          id={`${id}-plan`}
          label="Schedule"
          value={view.plan}
          onChange={(e) => onChange({ ...view, plan: e.target.value as PlanFilter })}
        >
          <option value="">Any schedule</option>
          <option value="due">Submit-by passed or within 2 weeks</option>
          <option value="long-lead">Long lead only</option>
        </FilterSelect>
        <GroupingButtons grouping={view.grouping} onGroup={(grouping) => onChange({ ...view, grouping })} />
      </div>
      {filtered && (
        <FilterMatches
          shown={shown}
          total={submittals.length}
          onClear={() => onChange({ ...DEFAULT_VIEW, grouping: view.grouping })}
        />
      )}
    </div>
  );
}
