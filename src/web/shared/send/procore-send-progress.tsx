// A send's progress, live while it runs (the count, a bar, Cancel), and what came of each item once it ends: created,
// updated, skipped as already sent, refused with the service's own words, sent without the dates the project does not
// allow (decision 0303), and items removed since the last send. Used by the Procore and the Autodesk Build cards.
import type { ProcoreSend } from "../../../contract/procore";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";

const stateText = (service: string): Record<ProcoreSend["status"], string> => ({
  running: `Sending to ${service}…`,
  cancelling: "Cancelling…",
  cancelled: "Send cancelled.",
  completed: "Send finished.",
  failed: "Send stopped with an error.",
  interrupted: "Send interrupted: the server stopped.",
});

/** A send of either service: the same progress, with remote ids of either kind. */
export type SendProgressView = Omit<ProcoreSend, "removed" | "projectId"> & {
  removed: { number: string; remoteId: number | string }[];
};

/** Without `onCancel` (a viewer of the project) the progress is shown without Cancel Send. */
export function ProcoreSendProgress(props: {
  send: SendProgressView;
  onCancel?: () => void;
  cancelling?: boolean;
  /** The service's name in the texts (default Procore) and a prefix for the element ids. */
  service?: string;
  idPrefix?: string;
}) {
  const { send } = props;
  const service = props.service ?? "Procore";
  const stateId = `${props.idPrefix ?? "procore"}-send-state`;
  const active = send.status === "running" || send.status === "cancelling";
  const percent = send.total === 0 ? 100 : Math.round((send.done / send.total) * 100);
  const refused = send.outcomes.filter((o) => o.outcome === "refused");
  // Sent, but part of the item was not taken: dates the project refuses, or a number another item holds.
  const inPart = send.outcomes.filter((o) => o.outcome !== "refused" && o.message);
  return (
    <div className="space-y-3" aria-labelledby={stateId}>
      <p id={stateId} role="status" className="font-medium">
        {stateText(service)[send.status]} {send.done} of {send.total} items
      </p>
      <Progress value={percent} aria-label={`Items sent to ${service}`} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Outcomes">
        <li>Created: {send.counts.created}</li>
        <li>Updated: {send.counts.updated}</li>
        <li>Already sent: {send.counts.skipped}</li>
        <li>Refused: {send.counts.refused}</li>
      </ul>
      {send.error && <p className="text-sm text-destructive">{send.error}</p>}
      {active && props.onCancel && (
        <Button variant="outline" onClick={props.onCancel} disabled={props.cancelling || send.status === "cancelling"}>
          Cancel Send
        </Button>
      )}
      {refused.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">Refused by {service}</h3>
          <ul className="list-disc pl-5 text-sm">
            {refused.map((o) => (
              <li key={`${o.number}-${o.title}`}>
                {o.number} {o.title}: {o.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {inPart.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">Sent without some fields</h3>
          <ul className="list-disc pl-5 text-sm">
            {inPart.map((o) => (
              <li key={`${o.number}-${o.title}`}>
                {o.number} {o.title}: {o.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {send.removed.length > 0 && (
        <div>
          <h3 className="text-sm font-medium">No longer in this log</h3>
          <p className="text-sm text-muted-foreground">
            Sent before and removed since. They are still in {service}: close them there if they are no longer needed.
          </p>
          <ul className="list-disc pl-5 text-sm">
            {send.removed.map((r) => (
              <li key={r.remoteId}>Submittal {r.number}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
