import { ConfirmDialog } from "@/components/confirm-dialog";

/** Asked when an in-app link would leave the results page with unsaved edits (see docs/decisions/). */
export function LeavePageDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title="Leave Without Saving?"
      description="You have unsaved changes. If you leave this page now, they will be lost."
      cancelLabel="Stay on Page"
      confirmLabel="Leave Page"
      onConfirm={onLeave}
    />
  );
}
