// The type-mapping table: each register type of the export beside the company's Procore type it is imported as.
import type { ExportSettings, TypeMapping } from "../../../../contract/export-settings";
import { Input } from "@/components/ui/input";
import type { SettingsChange } from "./export-settings-fields";

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
  const { types, settings, onChange } = props;
  if (types.length === 0) return null;
  const mapped = new Map(settings.typeMapping.map((m) => [m.from, m.to]));
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-semibold">Procore submittal types</legend>
      <p className="text-xs text-muted-foreground">
        Procore imports only types in your company&apos;s list. Leave all blank to export the types as they are.
      </p>
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">Register type</th>
            <th className="py-1 font-medium">Procore type</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type}>
              <td className="py-1 pr-2">{type}</td>
              <td className="py-1">
                <Input
                  aria-label={`Procore type for ${type}`}
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
