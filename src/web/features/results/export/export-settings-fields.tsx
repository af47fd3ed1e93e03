// The export dialog's settings: format; this log's own (Submittal Manager, numbering, title, page reference), kept
// with the log; the user's own (spec section description), which follow them from log to log.
import type { ReactNode } from "react";
import type { ExportFormat, ExportSettings } from "../../../../contract/export-settings";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type SettingsChange = (patch: Partial<ExportSettings>) => void;

// min-w-0: a select is as wide as its longest option unless allowed to shrink, which pushed the dialog off a phone.
const selectClasses =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

type Option<T extends string> = { value: T; label: string };

function SelectField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <select
        id={props.id}
        className={selectClasses}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const FORMATS: readonly Option<ExportFormat>[] = [
  { value: "procore", label: "Procore import workbook (.xlsx)" },
  { value: "csv", label: "Procore columns as CSV (.csv)" },
  { value: "register", label: "Submittal register workbook (.xlsx)" },
  { value: "viewpoint", label: "Viewpoint Team import workbook (.xlsx)" },
];

/** Procore's columns are written by the Procore workbook and the CSV; Viewpoint shares only numbers and titles. */
export const writesProcoreColumns = (settings: Pick<ExportSettings, "format">) =>
  settings.format === "procore" || settings.format === "csv";

function Fieldset({ legend, note, children }: { legend: string; note?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {note && <p className="-mt-2 text-xs text-muted-foreground">{note}</p>}
      {children}
    </fieldset>
  );
}

type FieldsProps = { settings: ExportSettings; onChange: SettingsChange };

/** Procore's Submittal Manager column, the same for every item of the log. */
function ManagerField({ settings, onChange }: FieldsProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="export-manager">Submittal Manager</Label>
      <Input
        id="export-manager"
        value={settings.submittalManager}
        maxLength={200}
        onChange={(e) => onChange({ submittalManager: e.target.value })}
      />
    </div>
  );
}

/** How the log's items are numbered, and from which number. */
function NumberingFields({ settings, onChange }: FieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
      <SelectField
        id="export-numbering"
        label="Numbering"
        value={settings.numbering}
        options={[
          { value: "index", label: "Running number (1, 2, 3 …)" },
          { value: "section", label: "Per spec section (03 30 00-1 …)" },
        ]}
        onChange={(numbering) => onChange({ numbering })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="export-start">Start at</Label>
        <Input
          id="export-start"
          type="number"
          min={1}
          max={99999}
          // Uncontrolled, so the field can be cleared while typing; only a whole number 1–99999 is taken.
          defaultValue={settings.startNumber}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (/^\d+$/.test(e.target.value) && n >= 1 && n <= 99999) onChange({ startNumber: n });
          }}
        />
      </div>
    </div>
  );
}

export type ExportSettingsFieldsProps = {
  settings: ExportSettings;
  onChange: SettingsChange;
  /** False for a log never exported, whose title and page reference are the user's defaults for new logs. */
  exportedBefore: boolean;
  /** Whether this log's title and page reference also become the defaults for logs never exported. */
  asNewLogDefaults: boolean;
  onAsNewLogDefaultsChange: (value: boolean) => void;
};

export function ExportSettingsFields(props: ExportSettingsFieldsProps) {
  const { settings, onChange } = props;
  const procoreColumns = writesProcoreColumns(settings);
  const numbered = settings.format !== "register";
  return (
    <div className="grid min-w-0 gap-4">
      <SelectField
        id="export-format"
        label="Format"
        value={settings.format}
        options={FORMATS}
        onChange={(format) => onChange({ format })}
      />
      {numbered && (
        <Fieldset
          legend="This log's settings"
          note={
            props.exportedBefore
              ? "Kept with this log as they were at its last export; other logs keep their own."
              : "This log has not been exported yet: its title and page reference start from your defaults for new logs."
          }
        >
          {procoreColumns && <ManagerField settings={settings} onChange={onChange} />}
          <NumberingFields settings={settings} onChange={onChange} />
          <SelectField
            id="export-title"
            label="Submittal Title"
            value={settings.title}
            options={[
              { value: "description", label: "The item's description" },
              { value: "section-type", label: "Section title – type (Cast-in-Place Concrete – Product Data)" },
              {
                value: "section-label",
                label: "Section title – source label (Cast-in-Place Concrete – Samples for Verification)",
              },
            ]}
            onChange={(title) => onChange({ title })}
          />
          <Label className="font-normal">
            <Checkbox
              checked={settings.sourceReference}
              onCheckedChange={(checked) => onChange({ sourceReference: checked === true })}
            />
            Add the page and paragraph to Description, e.g. &quot;(p. 37, ¶ 1.5.A)&quot;
          </Label>
          <Label className="font-normal">
            <Checkbox
              checked={props.asNewLogDefaults}
              onCheckedChange={(checked) => props.onAsNewLogDefaultsChange(checked === true)}
            />
            Start logs I have not exported yet with this title style and page reference
          </Label>
        </Fieldset>
      )}
      {numbered && procoreColumns && (
        <Fieldset legend="Your settings, in every log">
          <SelectField
            id="export-section-description"
            label="Spec Section Description"
            value={settings.specSectionDescription}
            options={[
              { value: "division", label: "The division (03 - Concrete)" },
              { value: "section-title", label: "The section's title" },
            ]}
            onChange={(specSectionDescription) => onChange({ specSectionDescription })}
          />
        </Fieldset>
      )}
    </div>
  );
}
