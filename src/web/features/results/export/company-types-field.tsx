// The company's Submittal Types list in Procore, one type a line: the Procore check flags a type outside it. It
// starts as Procore's default types and follows the user from log to log.
import { useId, useState } from "react";
import {
  MAX_COMPANY_SUBMITTAL_TYPES,
  PROCORE_DEFAULT_SUBMITTAL_TYPES,
  type ExportSettings,
} from "../../../../contract/export-settings";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { SettingsChange } from "./export-settings-fields";

/** The lines typed, trimmed, blanks and repeats dropped, at most the list's limit. */
export function typesFromLines(text: string): string[] {
  const types = text
    .split("\n")
    .map((line) => line.trim().slice(0, 200))
    .filter(Boolean);
  return [...new Set(types)].slice(0, MAX_COMPANY_SUBMITTAL_TYPES);
}

export function CompanyTypesField({ settings, onChange }: { settings: ExportSettings; onChange: SettingsChange }) {
  const id = useId();
  // What is typed, kept as typed (a blank line while adding a type), while the settings get the clean list.
  const [text, setText] = useState(() => settings.companySubmittalTypes.join("\n"));
  const set = (value: string) => {
    setText(value);
    onChange({ companySubmittalTypes: typesFromLines(value) });
  };
  const count = settings.companySubmittalTypes.length;
  return (
    <details className="grid min-w-0 gap-2 text-sm">
      <summary className="cursor-pointer font-semibold">Your company&apos;s Submittal Types ({count})</summary>
      <div className="mt-2 grid gap-1.5">
        <Label htmlFor={id} className="font-normal">
          Procore imports only the types in your company&apos;s list. One type a line, as Procore lists them; it starts
          as Procore&apos;s default types.
        </Label>
        <Textarea id={id} rows={6} value={text} onChange={(e) => set(e.target.value)} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => set(PROCORE_DEFAULT_SUBMITTAL_TYPES.join("\n"))}
        >
          Use Procore&apos;s default types
        </Button>
      </div>
    </details>
  );
}
