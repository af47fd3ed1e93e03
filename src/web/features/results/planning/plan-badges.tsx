// A row's schedule flags, in words (not colour alone): submit-by date passed or within two weeks, long lead.
import { AlarmClock, CalendarClock, Hourglass } from "lucide-react";
import type { SubmittalPlan } from "../../../../contract/submittal-plan";
import { usDateText } from "../../../../export/procore-rows";
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

/** "Submit by 04/28/2027 (on site 06/30/2027 − 42 days lead, 14 design review, 7 internal review)". */
export function SubmitByLine({ plan }: { plan: SubmittalPlan }) {
  if (!plan.submitBy || !plan.requiredOnSiteDate) return null;
  return (
    <p className="text-xs break-words text-muted-foreground" data-submit-by={plan.submitBy}>
      <span className="font-medium text-foreground/80">Submit by {usDateText(plan.submitBy)}</span> (on site{" "}
      {usDateText(plan.requiredOnSiteDate)} − {plan.leadTime} days lead, {plan.designTeamReviewTime} design-team review,{" "}
      {plan.internalReviewTime} internal review)
    </p>
  );
}
