// "Send to Procore" under a log: connect the Procore account (the authorize page and back), pick company and project,
// match the log's types to the company's, then send — live progress, cancel, resume — and disconnect. Without a
// client id on the server the card says how to set one up. A viewer of the project, who may not send, sees the card
// read-only: the status of the last send, live while it runs, and no action (decision 0281).
import type * as React from "react";
import { Send, Unplug } from "lucide-react";
import { PROCORE_SETUP_TEXT, PROCORE_VIEWER_TEXT } from "../../../contract/procore";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/config/paths";
import { serverMessage } from "@/lib/error-message";
import { ProcoreProjectPicker } from "./procore-project-picker";
import { ProcoreSendProgress } from "@/shared/send/procore-send-progress";
import { ProcoreTypeMapping } from "./procore-type-mapping";
import { useLatestSend, useProcoreActions, useProcoreStatus, useTypeCheck } from "./use-procore";

function CardTop({ children }: { children: React.ReactNode }) {
  return (
    <CardHeader>
      <CardTitle id="procore-send-title" className="flex items-center gap-2">
        <Send className="size-5 text-primary" aria-hidden />
        Send to Procore
      </CardTitle>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  );
}

/** What a viewer sees: the last send of this log, whoever sent it, without Connect, Send or Cancel. */
function ReadOnlySendCard({ scanId }: { scanId: string }) {
  const latest = useLatestSend(scanId, true);
  const send = latest.data?.send ?? null;
  return (
    <Card role="region" aria-labelledby="procore-send-title">
      <CardTop>{PROCORE_VIEWER_TEXT}</CardTop>
      <CardContent className="space-y-4">
        {send && <ProcoreSendProgress send={send} />}
        {latest.data && !send && <p className="text-sm text-muted-foreground">Not sent to Procore yet.</p>}
      </CardContent>
    </Card>
  );
}

/** `canSend`: whether the user's role in the log's project allows sending (editor or owner). */
export function ProcoreSendCard(props: { scanId: string; unsaved: boolean; canSend: boolean }) {
  if (!props.canSend) return <ReadOnlySendCard scanId={props.scanId} />;
  return <SendCard scanId={props.scanId} unsaved={props.unsaved} />;
}

function SendCard({ scanId, unsaved }: { scanId: string; unsaved: boolean }) {
  const status = useProcoreStatus();
  const connected = status.data?.connected === true;
  const ready = connected && status.data?.projectId != null;
  const types = useTypeCheck(scanId, ready);
  const latest = useLatestSend(scanId, ready);
  const actions = useProcoreActions(scanId);
  const send = latest.data?.send ?? null;
  const active = send?.status === "running" || send?.status === "cancelling";
  const unmatched = types.data?.unmatched ?? [];
  const sendLabel = !send ? "Send to Procore" : send.status === "completed" ? "Send Again" : "Resume Sending";
  const sendError = actions.send.error ? (serverMessage(actions.send.error) ?? "The send could not start.") : null;

  return (
    <Card role="region" aria-labelledby="procore-send-title">
      <CardTop>
        Create the submittals straight in a Procore project. Sending again updates what changed and never makes a second
        copy.
      </CardTop>
      <CardContent className="space-y-4">
        {status.data && !status.data.configured && (
          <div className="space-y-2">
            <Button disabled aria-describedby="procore-setup">
              Connect Procore
            </Button>
            <p id="procore-setup" className="text-sm text-muted-foreground">
              {PROCORE_SETUP_TEXT}
            </p>
          </div>
        )}
        {status.data?.configured && !connected && (
          <Button asChild>
            <a href={api.procoreConnect(`/results/${scanId}`)}>Connect Procore</a>
          </Button>
        )}
        {connected && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              {ready ? (
                <>
                  Sending to <strong>{status.data?.projectName}</strong> ({status.data?.companyName}).
                </>
              ) : (
                "Connected to Procore. Pick the project to send to."
              )}
            </p>
            <Button variant="outline" onClick={() => actions.disconnect.mutate()} disabled={active}>
              <Unplug aria-hidden />
              Disconnect Procore
            </Button>
          </div>
        )}
        {connected && !ready && (
          <ProcoreProjectPicker onPick={(s) => actions.select.mutate(s)} picking={actions.select.isPending} />
        )}
        {ready && types.data && unmatched.length > 0 && (
          <ProcoreTypeMapping
            check={types.data}
            onSave={(mapping) => actions.saveMapping.mutate(mapping)}
            saving={actions.saveMapping.isPending}
          />
        )}
        {ready && send && (
          <ProcoreSendProgress
            send={send}
            onCancel={() => actions.cancel.mutate()}
            cancelling={actions.cancel.isPending}
          />
        )}
        {ready && !active && (
          <div className="space-y-1">
            <Button
              onClick={() => actions.send.mutate()}
              disabled={unsaved || !types.data || unmatched.length > 0 || actions.send.isPending}
              aria-describedby={unsaved ? "procore-send-why" : undefined}
            >
              <Send aria-hidden />
              {sendLabel}
            </Button>
            {unsaved && (
              <p id="procore-send-why" className="text-sm text-muted-foreground">
                Save your changes first: the saved log is what is sent.
              </p>
            )}
            {sendError && (
              <p role="alert" className="text-sm text-destructive">
                {sendError}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
