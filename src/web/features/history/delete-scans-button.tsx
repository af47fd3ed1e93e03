// Deletes a scan, or all the files of a combined log, after a confirmation; used in History and on the results page.
import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/config/paths";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";
import {
  deleteOneByOne,
  deleteScansWording,
  DeleteStoppedError,
  partialDeleteMessage,
  type DeletableScan,
} from "./delete-scans";

export type DeleteScansButtonProps = {
  /** One scan, or every file of a batch. */
  scans: readonly DeletableScan[];
  /** Called after the files are gone (e.g. to leave their results page). */
  onDeleted?: () => void;
  /** Show the words beside the icon, and why the button is disabled while a file is being read. */
  withLabel?: boolean;
};

export function DeleteScansButton({ scans, onDeleted, withLabel = false }: DeleteScansButtonProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const words = deleteScansWording(scans);
  // A scan still being read cannot be deleted (the server refuses it too).
  const processing = scans.some((s) => s.status === "processing");
  const remove = useMutation({
    mutationFn: () => deleteOneByOne(scans, (id) => apiRequest("DELETE", api.scan(id))),
    onSuccess: () => {
      setOpen(false);
      toast({ title: words.doneTitle, description: words.doneDescription });
      onDeleted?.();
    },
    onError: (error) => {
      setOpen(false);
      const stopped = error instanceof DeleteStoppedError ? error : new DeleteStoppedError(0, error);
      toast({
        title: "Delete failed",
        description: partialDeleteMessage(
          scans.length,
          stopped.deleted,
          errorMessageOr(stopped.cause, words.failedFallback),
        ),
        variant: "destructive",
      });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [api.scans] });
      await queryClient.invalidateQueries({ queryKey: [api.batches] });
    },
  });

  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          disabled={processing || remove.isPending}
          aria-label={withLabel ? undefined : words.buttonName}
          aria-describedby={withLabel && processing ? reasonId : undefined}
          title={processing ? words.processingReason : undefined}
        >
          <Trash2 aria-hidden />
          {withLabel && words.buttonLabel}
        </Button>
        {withLabel && processing && (
          <span id={reasonId} className="text-sm text-muted-foreground">
            {words.processingReason}.
          </span>
        )}
      </span>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={words.title}
        description={words.description}
        confirmLabel={words.confirmLabel}
        onConfirm={() => remove.mutate()}
        busy={{ running: remove.isPending, label: "Deleting..." }}
      />
    </>
  );
}
