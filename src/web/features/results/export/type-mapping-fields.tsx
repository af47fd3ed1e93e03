// The type mapping: each register type of the export that is not in the company's Submittal Types, beside the
// company type it is imported as. Asked for before a Procore export whenever such a type is in the log.
import type { ExportSettings, TypeMapping } from "../../../../contract/export-settings";
import { typesToMap } from "../../../../export/procore-check";
import { Input } from "@/components/ui/input";
import type { SettingsChange } from "./export-settings-fields";

const COMPANY_TYPES_LIST_ID = "company-submittal-types";

/** Sets (or, when blank, removes) one type's mapping, keeping the mappings of types not in this export. */
export function withMapping(mapping: readonly TypeMapping[], from: string, to: string): TypeMapping[] {
  const others = mapping.filter((m) => m.from !== from);
  return to.trim() ? [...others, { from, to }] : others;
}

export function TypeMappingFields(props: {
  types: readonly string[];
  settings: ExportSettings;
  onChange: SettingsChange;
}) {
  const { settings, onChange } = props;
  const types = typesToMap(props.types, settings);
  if (types.length === 0) return null;
  const mapped = new Map(settings.typeMapping.map((m) => [m.from, m.to]));
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-semibold">Map types to your company&apos;s Submittal Types</legend>
      <p className="text-xs text-muted-foreground">
        These types of this log are not in your company&apos;s list, and Procore refuses a row whose type is not. Choose
        the company type each is imported as; your mapping is remembered for every log.
      </p>
      <datalist id={COMPANY_TYPES_LIST_ID}>
        {settings.companySubmittalTypes.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">Register type</th>
            <th className="py-1 font-medium">Company type</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type}>
              <td className="py-1 pr-2 break-words">{type}</td>
              <td className="py-1">
                <Input
                  aria-label={`Procore type for ${type}`}
                  list={COMPANY_TYPES_LIST_ID}
                  value={mapped.get(type) ?? ""}
                  maxLength={200}
                  onChange={(e) => onChange({ typeMapping: withMapping(settings.typeMapping, type, e.target.value) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
