// A row's schedule flags, in words (not colour alone): submit-by date passed or within two weeks, long lead.
import { AlarmClock, CalendarClock, Hourglass } from "lucide-react";
import type { SubmittalPlan } from "../../../../contract/submittal-plan";
import { Badge } from "@/components/ui/badge";

export const PLAN_FLAG_TEXT = {
  passed: "Submit-by date passed",
  soon: "Submit within 2 weeks",
  longLead: "Long lead",
} as const;

export function PlanBadges({ plan }: { plan: SubmittalPlan }) {
  return (
    <>
      {plan.due === "passed" && (
        <Badge variant="destructive" data-plan-flag="passed">
          <AlarmClock aria-hidden />
          {PLAN_FLAG_TEXT.passed}
        </Badge>
      )}
      {plan.due === "soon" && (
        <Badge
          variant="outline"
          className="border-amber-600/60 text-amber-800 dark:text-amber-300"
          data-plan-flag="soon"
        >
          <CalendarClock aria-hidden />
          {PLAN_FLAG_TEXT.soon}
        </Badge>
      )}
      {plan.longLead && (
        <Badge variant="info" data-plan-flag="long-lead">
          <Hourglass aria-hidden />
          {PLAN_FLAG_TEXT.longLead}
        </Badge>
      )}
    </>
  );
}

/**
 * "Submit by 2027-04-28 (on site − 42 days lead − 14 design-team review − 7 internal review)", dates written as the
 * row's "On site by" line writes them.
 */
export function SubmitByLine({ plan }: { plan: SubmittalPlan }) {
  if (!plan.submitBy) return null;
  return (
    <p className="text-xs break-words text-muted-foreground" data-submit-by={plan.submitBy}>
      <span className="font-medium text-foreground/80">Submit by {plan.submitBy}</span> (on site − {plan.leadTime} days
      lead − {plan.designTeamReviewTime} design-team review − {plan.internalReviewTime} internal review)
    </p>
  );
}
