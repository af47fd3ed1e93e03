// The include/exclude control of the log (product §4), one for a group and one for an item: a control with a visible
// label tied to it by id, reached as one of the row's controls (decision 0200). A group's is a checkbox (mixed when
// only some of its items are included) with its Select All label beside it; an item's is a switch with "Include"
// beneath it and a name that says which item, so it does not pass for the bulk-select box beside it.
import { Checkbox } from "@/components/ui/checkbox";
import { Switch } from "@/components/ui/switch";
import { ROW_CONTROL } from "../keyboard/use-row-grid";

type IncludeControlProps = { id: string; onChange: () => void } & (
  | { kind: "group"; checked: boolean | "indeterminate"; label: string }
  | { kind: "item"; checked: boolean; description: string }
);

export function IncludeControl(props: IncludeControlProps) {
  const { id, onChange } = props;
  if (props.kind === "group") {
    return (
      <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
        <Checkbox
          {...ROW_CONTROL}
          id={id}
          // The shared checkbox's dark background would otherwise hide the checked state in dark mode.
          className="dark:data-[state=checked]:bg-primary"
          checked={props.checked}
          onCheckedChange={onChange}
        />
        <label htmlFor={id} className="min-w-0 text-sm break-words">
          {props.label}
        </label>
      </div>
    );
  }
  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      <Switch
        {...ROW_CONTROL}
        id={id}
        checked={props.checked}
        onCheckedChange={onChange}
        aria-label={`Include "${props.description}" in export`}
      />
      <label htmlFor={id} className="text-xs leading-none">
        Include
      </label>
    </div>
  );
}
