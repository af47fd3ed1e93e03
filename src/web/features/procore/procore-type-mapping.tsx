// Asked before the first send when some of the log's types are not in the company's Submittal Types: one choice per
// unmatched type, saved with the connection.
import { useState } from "react";
import type { TypeMapping } from "../../../contract/export-settings";
import type { ProcoreTypeCheck } from "../../../contract/procore";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { selectClasses } from "@/shared/send/select-classes";

export function ProcoreTypeMapping(props: {
  check: ProcoreTypeCheck;
  onSave: (mapping: TypeMapping[]) => void;
  saving: boolean;
}) {
  const { check } = props;
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const choiceOf = (type: string) => chosen[type] ?? "";
  const complete = check.unmatched.every((t) => choiceOf(t));
  return (
    <form
      aria-labelledby="procore-mapping-title"
      className="space-y-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        const added = check.unmatched.map((from) => ({ from, to: choiceOf(from) }));
        const kept = check.typeMapping.filter((m) => !check.unmatched.includes(m.from));
        props.onSave([...kept, ...added]);
      }}
    >
      <h3 id="procore-mapping-title" className="font-medium">
        Match your types to Procore&apos;s
      </h3>
      <p className="text-sm text-muted-foreground">
        These types are not in the company&apos;s Submittal Types. Choose the Procore type each is sent as.
      </p>
      {check.unmatched.map((type, i) => (
        <div key={type} className="grid gap-1.5 sm:grid-cols-[12rem_1fr] sm:items-center">
          <Label htmlFor={`procore-type-${i}`}>{type}</Label>
          <select
            id={`procore-type-${i}`}
            className={selectClasses}
            value={choiceOf(type)}
            onChange={(e) => setChosen((c) => ({ ...c, [type]: e.target.value }))}
          >
            <option value="">Choose a Procore type…</option>
            {check.companyTypes.map((t) => (
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
