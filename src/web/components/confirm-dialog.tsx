// The app's one confirmation dialog (Discard Changes?, Leave Without Saving?, Delete …?): a title, what will happen,
// Cancel, and a destructive confirm button.
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /**
   * For a confirmed action that runs a request: the dialog stays open while it runs (the caller closes it when it
   * ends) and the button, disabled, reads `busy.label`. Without it the dialog closes as soon as the action is chosen.
   */
  busy?: { running: boolean; label: string };
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {busy ? (
            <Button variant="destructive" onClick={onConfirm} disabled={busy.running}>
              {busy.running ? busy.label : confirmLabel}
            </Button>
          ) : (
            <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
