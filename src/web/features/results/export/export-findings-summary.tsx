// Beside the export button, why it says "Export anyway": the Procore check's findings by kind, kept in view however
// far the settings are scrolled, with a way to the full check and its fixes.
import { Fragment } from "react";
import { AlertTriangle } from "lucide-react";
import type { ProcoreProblem } from "../../../../export/procore-check";
import { Button } from "@/components/ui/button";
import { PROCORE_CHECK_HEADING_ID, problemCounts } from "./procore-check-panel";

export const EXPORT_FINDINGS_ID = "export-findings";

/** The findings grouped by what Procore does with their rows ("Procore refuses these rows: …"), in the check's order. */
function byOutcome(problems: readonly ProcoreProblem[]) {
  const groups = new Map<string, ReturnType<typeof problemCounts>>();
  for (const finding of problemCounts(problems)) {
    groups.set(finding.outcome, [...(groups.get(finding.outcome) ?? []), finding]);
  }
  return [...groups].map(([outcome, findings]) => ({ outcome, findings }));
}

function showTheCheck() {
  const heading = document.getElementById(PROCORE_CHECK_HEADING_ID);
  heading?.scrollIntoView({ block: "start", behavior: "smooth" });
  heading?.focus({ preventScroll: true });
}

export function ExportFindingsSummary({ problems }: { problems: readonly ProcoreProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      {/* The export button's description: the findings, not the link below them. */}
      <div id={EXPORT_FINDINGS_ID} className="grid gap-1">
        <p className="flex items-center gap-2 font-medium">
          <AlertTriangle className="size-4 shrink-0 text-amber-600" aria-hidden />
          If you export anyway:
        </p>
        <ul className="grid gap-0.5 pl-6">
          {byOutcome(problems).map(({ outcome, findings }) => (
            <li key={outcome}>
              {outcome}:{" "}
              {findings.map(({ kind, label }, i) => (
                <Fragment key={kind}>
                  {i > 0 && ", "}
                  <span className="font-medium whitespace-nowrap" data-finding-kind={kind}>
                    {label}
                  </span>
                </Fragment>
              ))}
              .
            </li>
          ))}
        </ul>
      </div>
      <Button variant="link" size="sm" className="h-auto justify-self-start p-0 pl-6" onClick={showTheCheck}>
        Show the Procore check
      </Button>
    </div>
  );
}
