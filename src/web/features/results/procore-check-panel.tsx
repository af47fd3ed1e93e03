// The Procore check's findings in the export dialog: one line per kind of problem with its count, the first rows it
// concerns, and the one-click fix for that kind.
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ExportSettings } from "../../../contract/export-settings";
import { PROCORE_PROBLEM_KINDS, type ProcoreProblem, type ProcoreProblemKind } from "../../../export/procore-check";
import { isFixable, PROCORE_FIX_LABELS } from "../../../export/procore-fixes";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const KIND_TITLES: Record<ProcoreProblemKind, string> = {
  "control-characters": "Line breaks in titles",
  "too-long": "Too long for Procore",
  "missing-required": "Required field empty",
  "unmapped-type": "Type not mapped",
  "duplicate-number": "Duplicate numbers",
};

const SHOWN_PER_KIND = 3;

export function ProcoreCheckPanel(props: {
  problems: readonly ProcoreProblem[];
  /** The register types the mapping leaves out, listed once each. */
  unmappedTypes: readonly string[];
  settings: ExportSettings;
  onFix: (kind: ProcoreProblemKind) => void;
  /** Sets the Submittal Manager from the field shown beside a missing one. */
  onManagerChange: (manager: string) => void;
}) {
  const { problems, settings, onFix } = props;
  if (problems.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-green-700 dark:text-green-400" role="status">
        <CheckCircle2 className="size-4" aria-hidden />
        Procore check: no problems found.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="procore-check-title"
      className="grid min-w-0 gap-2 rounded-md border border-amber-300 p-3"
    >
      <h3 id="procore-check-title" className="flex items-center gap-2 text-sm font-semibold">
        <AlertTriangle className="size-4 text-amber-600" aria-hidden />
        Procore check: {problems.length} {problems.length === 1 ? "problem" : "problems"}
      </h3>
      <ul className="grid gap-2">
        {PROCORE_PROBLEM_KINDS.map((kind) => {
          const ofKind = problems.filter((p) => p.kind === kind);
          if (ofKind.length === 0) return null;
          const fixable = ofKind.some((p) => isFixable(p, settings));
          return (
            <li key={kind} data-problem-kind={kind} className="grid gap-1 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {KIND_TITLES[kind]} ({ofKind.length})
                </span>
                {/* The fix's label may wrap, so a long one never widens the dialog past a phone's screen. */}
                <Button
                  size="sm"
                  variant="outline"
                  className="h-auto min-h-8 max-w-full shrink py-1 text-left whitespace-normal"
                  disabled={!fixable}
                  onClick={() => onFix(kind)}
                >
                  {PROCORE_FIX_LABELS[kind]}
                </Button>
              </div>
              <ul className="text-xs text-muted-foreground">
                {ofKind.slice(0, SHOWN_PER_KIND).map((p) => (
                  <li key={`${p.row}-${p.field}`}>
                    Row {p.row}: {p.message}
                  </li>
                ))}
                {ofKind.length > SHOWN_PER_KIND && <li>and {ofKind.length - SHOWN_PER_KIND} more</li>}
              </ul>
              {kind === "unmapped-type" && (
                <p className="text-xs">Not in the mapping: {props.unmappedTypes.join(", ")}</p>
              )}
              {kind === "missing-required" && ofKind.some((p) => p.field === "Submittal Manager") && (
                // The field right where Procore's need is explained: a new log's manager is blank (the spec's file).
                <div className="grid gap-1.5">
                  <label htmlFor="procore-check-manager" className="text-xs">
                    Procore needs a Submittal Manager on every submittal. Enter one for this log:
                  </label>
                  <Input
                    id="procore-check-manager"
                    className="h-8"
                    value={settings.submittalManager}
                    maxLength={200}
                    onChange={(e) => props.onManagerChange(e.target.value)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
