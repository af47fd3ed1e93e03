// The Procore check's findings in the export dialog: one line per kind of problem with its count, the first rows it
// concerns, and the one-click fix for that kind; plus the field that asks for a Submittal Manager while one is missing.
import { useState } from "react";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ExportSettings } from "../../../../contract/export-settings";
import {
  PROCORE_OUTCOMES,
  PROCORE_PROBLEM_KINDS,
  type ProcoreProblem,
  type ProcoreProblemKind,
} from "../../../../export/procore-check";
import { isFixable, PROCORE_FIX_LABELS } from "../../../../export/procore-fixes";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export const KIND_TITLES: Record<ProcoreProblemKind, string> = {
  "control-characters": "Line breaks in titles",
  "too-long": "Too long for Procore",
  "missing-required": "Required field empty",
  "unmapped-type": "Type not in your company's list",
  "date-format": "Date not MM/DD/YYYY",
  "duplicate-row": "Same section, title and type",
  "duplicate-number": "Duplicate numbers",
};

const SHOWN_PER_KIND = 3;

/** The panel's heading, which the findings beside the export button scroll to. */
export const PROCORE_CHECK_HEADING_ID = "procore-check-title";

/**
 * One line per kind of problem with its count and what Procore will do with those rows ("Required field empty (2):
 * Procore refuses these rows"), in the check's order.
 */
export function problemCounts(
  problems: readonly ProcoreProblem[],
): { kind: ProcoreProblemKind; label: string; outcome: string }[] {
  return PROCORE_PROBLEM_KINDS.flatMap((kind) => {
    const n = problems.filter((p) => p.kind === kind).length;
    return n > 0 ? [{ kind, label: `${KIND_TITLES[kind]} (${n})`, outcome: PROCORE_OUTCOMES[kind] }] : [];
  });
}

const managerMissing = (problems: readonly ProcoreProblem[]) =>
  problems.some((p) => p.kind === "missing-required" && p.field === "Submittal Manager");

/**
 * Where Procore's need for a manager is explained, the field to give one. It stays while it has focus: the first
 * letter typed clears the problem, and the field must not vanish under the user's fingers.
 */
function ManagerField(props: { problems: readonly ProcoreProblem[]; value: string; onChange: (v: string) => void }) {
  const [focused, setFocused] = useState(false);
  if (!managerMissing(props.problems) && !focused) return null;
  return (
    <div className="grid gap-1.5">
      <label htmlFor="procore-check-manager" className="text-xs">
        Procore needs a Submittal Manager on every submittal. Enter one for this log:
      </label>
      <Input
        id="procore-check-manager"
        className="h-8"
        value={props.value}
        maxLength={200}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

export type ProcoreCheckPanelProps = {
  problems: readonly ProcoreProblem[];
  /** The register types the mapping leaves out, listed once each. */
  unmappedTypes: readonly string[];
  settings: ExportSettings;
  /** What "Fill from the defaults" gives a blank Submittal Manager (the signed-in user's name); empty if none. */
  defaultManager: string;
  onFix: (kind: ProcoreProblemKind) => void;
  /** Sets the Submittal Manager from the field shown beside a missing one. */
  onManagerChange: (manager: string) => void;
};

export function ProcoreCheckPanel(props: ProcoreCheckPanelProps) {
  const { problems, settings } = props;
  // A blank manager is filled from the default, so its fix can do something as soon as there is a default.
  const fixSettings = { ...settings, submittalManager: settings.submittalManager.trim() || props.defaultManager };
  // One place in the tree for the manager field whatever the findings, so it keeps focus when the last problem goes.
  return (
    <div className="grid min-w-0 gap-2">
      {problems.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-green-700 dark:text-green-400" role="status">
          <CheckCircle2 className="size-4" aria-hidden />
          Procore check: no problems found.
        </p>
      ) : (
        <ProblemList {...props} fixSettings={fixSettings} />
      )}
      <ManagerField problems={problems} value={settings.submittalManager} onChange={props.onManagerChange} />
    </div>
  );
}

function ProblemList(props: ProcoreCheckPanelProps & { fixSettings: ExportSettings }) {
  const { problems, onFix, fixSettings } = props;
  return (
    <section
      aria-labelledby={PROCORE_CHECK_HEADING_ID}
      className="grid min-w-0 gap-2 rounded-md border border-amber-300 p-3"
    >
      <h3
        id={PROCORE_CHECK_HEADING_ID}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm font-semibold outline-none"
      >
        <AlertTriangle className="size-4 text-amber-600" aria-hidden />
        Procore check: {problems.length} {problems.length === 1 ? "problem" : "problems"}
      </h3>
      <ul className="grid gap-2">
        {PROCORE_PROBLEM_KINDS.map((kind) => {
          const ofKind = problems.filter((p) => p.kind === kind);
          if (ofKind.length === 0) return null;
          const fixable = ofKind.some((p) => isFixable(p, fixSettings));
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
              <p className="text-xs">{PROCORE_OUTCOMES[kind]}.</p>
              <ul className="text-xs text-muted-foreground">
                {ofKind.slice(0, SHOWN_PER_KIND).map((p) => (
                  <li key={`${p.row}-${p.field}`}>
                    Row {p.row}: {p.message}
                  </li>
                ))}
                {ofKind.length > SHOWN_PER_KIND && <li>and {ofKind.length - SHOWN_PER_KIND} more</li>}
              </ul>
              {kind === "unmapped-type" && (
                <p className="text-xs">
                  Not in your company&apos;s Submittal Types: {props.unmappedTypes.join(", ")}. Map them above, or add
                  them to the list.
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
