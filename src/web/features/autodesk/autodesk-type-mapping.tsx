// Asked before the first send when some of the log's types are not among the project's item types: one choice per
// unmatched type, saved with the connection.
import { useState } from "react";
import type { AutodeskTypeCheck } from "../../../contract/autodesk";
import type { TypeMapping } from "../../../contract/export-settings";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { selectClasses } from "@/shared/send/select-classes";

export function AutodeskTypeMapping(props: {
  check: AutodeskTypeCheck;
  onSave: (mapping: TypeMapping[]) => void;
  saving: boolean;
}) {
  const { check } = props;
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const choiceOf = (type: string) => chosen[type] ?? "";
  const complete = check.unmatched.every((t) => choiceOf(t));
  return (
    <form
      aria-labelledby="autodesk-mapping-title"
      className="space-y-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        const added = check.unmatched.map((from) => ({ from, to: choiceOf(from) }));
        const kept = check.typeMapping.filter((m) => !check.unmatched.includes(m.from));
        props.onSave([...kept, ...added]);
      }}
    >
      <h3 id="autodesk-mapping-title" className="font-medium">
        Match your types to Autodesk Build&apos;s
      </h3>
      <p className="text-sm text-muted-foreground">
        These types are not among the project&apos;s item types. Choose the item type each is sent as.
      </p>
      {check.unmatched.map((type, i) => (
        <div key={type} className="grid gap-1.5 sm:grid-cols-[12rem_1fr] sm:items-center">
          <Label htmlFor={`autodesk-type-${i}`}>{type}</Label>
          <select
            id={`autodesk-type-${i}`}
            className={selectClasses}
            value={choiceOf(type)}
            onChange={(e) => setChosen((c) => ({ ...c, [type]: e.target.value }))}
          >
            <option value="">Choose an item type…</option>
            {check.itemTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" disabled={!complete || props.saving}>
        Save Type Mapping
      </Button>
    </form>
  );
}
