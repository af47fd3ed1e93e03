// The account's planning defaults, editable: lead time, design-team review and internal review (calendar days) for
// any type, for each type with its own row (the log's types are offered), and the long-lead threshold. Saved with
// the account, so every log plans with them; an item's own values still win.
import { useId, useState } from "react";
import {
  planningSettingsSchema,
  type PlanDurations,
  type PlanningSettings,
} from "../../../../contract/planning-settings";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";

type DaysText = Record<keyof PlanDurations, string>;
const FIELDS: readonly [keyof PlanDurations, string][] = [
  ["leadTime", "Lead time"],
  ["designTeamReviewTime", "Design-team review"],
  ["internalReviewTime", "Internal review"],
];
const asText = (d: PlanDurations): DaysText => ({
  leadTime: String(d.leadTime),
  designTeamReviewTime: String(d.designTeamReviewTime),
  internalReviewTime: String(d.internalReviewTime),
});
const blank: DaysText = { leadTime: "", designTeamReviewTime: "", internalReviewTime: "" };

/** The form's rows back into settings: a type row left blank is dropped, a blank field takes the "any type" value. */
function toSettings(defaults: DaysText, rows: Map<string, DaysText>, longLead: string): unknown {
  const num = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  const base = Object.fromEntries(FIELDS.map(([k]) => [k, num(defaults[k])])) as PlanDurations;
  const byType = [...rows]
    .filter(([, row]) => FIELDS.some(([k]) => row[k].trim() !== ""))
    .map(([type, row]) => ({
      type,
      ...Object.fromEntries(FIELDS.map(([k]) => [k, row[k].trim() === "" ? base[k] : num(row[k])])),
    }));
  return { defaults: base, byType, longLeadDays: num(longLead) };
}

function DaysRow(props: { legend: string; values: DaysText; placeholder?: DaysText; onChange: (v: DaysText) => void }) {
  const id = useId();
  return (
    <fieldset className="grid grid-cols-3 gap-2 border-t pt-3">
      <legend className="col-span-3 mb-1 text-sm font-medium">{props.legend}</legend>
      {FIELDS.map(([key, label]) => (
        <div key={key} className="space-y-1">
          <Label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
            {label} (days)
          </Label>
          <Input
            id={`${id}-${key}`}
            inputMode="numeric"
            className="h-8"
            value={props.values[key]}
            placeholder={props.placeholder?.[key]}
            onChange={(e) => props.onChange({ ...props.values, [key]: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}

export type PlanningDefaultsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: PlanningSettings;
  /** The types of this log, offered a row each. */
  logTypes: readonly string[];
  onSave: (settings: PlanningSettings) => Promise<unknown>;
};

export function PlanningDefaultsDialog(props: PlanningDefaultsDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {/* Mounted while open only, so it starts from the saved settings each time. */}
        {props.open && <PlanningDefaultsForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function PlanningDefaultsForm({ settings, logTypes, onSave, onOpenChange }: PlanningDefaultsDialogProps) {
  const id = useId();
  const [defaults, setDefaults] = useState(() => asText(settings.defaults));
  const [rows, setRows] = useState(() => {
    const map = new Map(settings.byType.map((row) => [row.type, asText(row)] as const));
    for (const type of logTypes) if (type && !map.has(type)) map.set(type, blank);
    return map;
  });
  const [longLead, setLongLead] = useState(String(settings.longLeadDays));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = planningSettingsSchema.safeParse(toSettings(defaults, rows, longLead));
    if (!parsed.success) {
      setError("Each value is a whole number of days from 0 to 3650.");
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      toast({ title: "Planning Defaults Saved", description: "Every log now plans with them." });
      onOpenChange(false);
    } catch {
      setError("The defaults could not be saved. Please try again.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Planning Defaults</DialogTitle>
        <DialogDescription>
          Calendar days, as Procore counts them. Submit by = required on-site date − lead time − design-team review −
          internal review. An item&apos;s own values win; a type left blank uses &quot;Any type&quot;.
        </DialogDescription>
      </DialogHeader>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={`${id}-long-lead`}>Long lead when lead time is over (days)</Label>
          <Input
            id={`${id}-long-lead`}
            inputMode="numeric"
            className="h-8 w-32"
            value={longLead}
            onChange={(e) => setLongLead(e.target.value)}
          />
        </div>
        <DaysRow legend="Any type" values={defaults} onChange={setDefaults} />
        {[...rows].map(([type, values]) => (
          <DaysRow
            key={type}
            legend={type}
            values={values}
            placeholder={defaults}
            onChange={(next) => setRows((m) => new Map(m).set(type, next))}
          />
        ))}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            Save Defaults
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
