// The first lines of an item row: its description with section, type, suggested and plan badges, what the
// specification itself calls the deliverable, why it was suggested (or how sure the rules are), and its
// specifications.
import { Sparkles } from "lucide-react";
import type { Submittal } from "../../../../contract/submittal";
import type { SubmittalPlan } from "../../../../contract/submittal-plan";
import { Badge } from "@/components/ui/badge";
import { PlanBadges } from "../planning/plan-badges";
import { confidenceNote } from "./confidence-note";

export function ItemHeading({ submittal, plan }: { submittal: Submittal; plan: SubmittalPlan | undefined }) {
  const note = confidenceNote(submittal);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {/* Plain text, not the switch's label: clicking the title to read it must not exclude the item. */}
        <span className="font-medium break-words">{submittal.description}</span>
        {submittal.section && <Badge variant="outline">{submittal.section}</Badge>}
        {submittal.submittalType && (
          // A long custom type wraps inside the card instead of pushing the page sideways on a phone.
          <Badge variant="secondary" className="max-w-full whitespace-normal break-words">
            {submittal.submittalType}
          </Badge>
        )}
        {submittal.suggested && (
          <Badge variant="outline" className="border-amber-600/50 text-amber-800 dark:text-amber-300">
            <Sparkles aria-hidden />
            Suggested
          </Badge>
        )}
        {plan && <PlanBadges plan={plan} />}
      </div>
      {submittal.label && (
        <p className="text-xs text-muted-foreground">
          In the specification: <span className="text-foreground/80">“{submittal.label}”</span>
        </p>
      )}
      {note && (
        <p className="text-sm text-muted-foreground" data-confidence={submittal.confidence}>
          <span className={note.label === "Why suggested" ? "sr-only" : "font-medium"}>{note.label}: </span>
          {note.text}
        </p>
      )}
      {submittal.specifications && (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{submittal.specifications}</p>
      )}
    </>
  );
}
