// "Send to Autodesk Build" under a log: connect the Autodesk account (the authorize page and back), pick hub and
// project, match the log's types to the project's item types, then send — live progress, cancel, resume — and
// disconnect. Without a client id on the server the card says how to set one up.
import { Send, Unplug } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverMessage } from "@/lib/error-message";
import { ProcoreSendProgress } from "@/shared/send/procore-send-progress";
import { AutodeskConnect } from "./autodesk-connect";
import { AutodeskProjectPicker } from "./autodesk-project-picker";
import { AutodeskSendButton } from "./autodesk-send-button";
import { AutodeskTypeMapping } from "./autodesk-type-mapping";
import { useAutodeskActions, useAutodeskStatus, useAutodeskTypeCheck, useLatestAutodeskSend } from "./use-autodesk";

export function AutodeskSendCard({ scanId, unsaved }: { scanId: string; unsaved: boolean }) {
  const status = useAutodeskStatus();
  const connected = status.data?.connected === true;
  const ready = connected && status.data?.projectId != null;
  const types = useAutodeskTypeCheck(scanId, ready);
  const latest = useLatestAutodeskSend(scanId, ready);
  const actions = useAutodeskActions(scanId);
  const send = latest.data?.send ?? null;
  const active = send?.status === "running" || send?.status === "cancelling";
  const unmatched = types.data?.unmatched ?? [];
  const sendLabel = !send ? "Send to Autodesk Build" : send.status === "completed" ? "Send Again" : "Resume Sending";
  const sendError = actions.send.error ? (serverMessage(actions.send.error) ?? "The send could not start.") : null;
  const typesError = types.error ? (serverMessage(types.error) ?? "The project's item types could not be read.") : null;

  return (
    <Card role="region" aria-labelledby="autodesk-send-title">
      <CardHeader>
        <CardTitle id="autodesk-send-title" className="flex items-center gap-2">
          <Send className="size-5 text-primary" aria-hidden />
          Send to Autodesk Build
        </CardTitle>
        <CardDescription>
          Create the submittal items straight in an Autodesk Build project. Sending again updates what changed and never
          makes a second copy.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.data && (!status.data.configured || !connected) && (
          <AutodeskConnect scanId={scanId} configured={status.data.configured} />
        )}
        {connected && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              {ready ? (
                <>
                  Sending to <strong>{status.data?.projectName}</strong> ({status.data?.hubName}).
                </>
              ) : (
                "Connected to Autodesk. Pick the project to send to."
              )}
            </p>
            <Button variant="outline" onClick={() => actions.disconnect.mutate()} disabled={active}>
              <Unplug aria-hidden />
              Disconnect Autodesk
            </Button>
          </div>
        )}
        {connected && !ready && (
          <AutodeskProjectPicker onPick={(s) => actions.select.mutate(s)} picking={actions.select.isPending} />
        )}
        {ready && typesError && (
          <p role="alert" className="text-sm text-destructive">
            {typesError}
          </p>
        )}
        {ready && types.data && unmatched.length > 0 && (
          <AutodeskTypeMapping
            check={types.data}
            onSave={(mapping) => actions.saveMapping.mutate(mapping)}
            saving={actions.saveMapping.isPending}
          />
        )}
        {ready && send && (
          <ProcoreSendProgress
            send={send}
            service="Autodesk Build"
            idPrefix="autodesk"
            onCancel={() => actions.cancel.mutate()}
            cancelling={actions.cancel.isPending}
          />
        )}
        {ready && !active && (
          <AutodeskSendButton
            label={sendLabel}
            onSend={() => actions.send.mutate()}
            disabled={unsaved || !types.data || unmatched.length > 0 || actions.send.isPending}
            unsaved={unsaved}
            error={sendError}
          />
        )}
      </CardContent>
    </Card>
  );
}
