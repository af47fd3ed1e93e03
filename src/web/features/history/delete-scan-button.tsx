// Deletes a scan (its results and its uploaded PDF) after a confirmation; used in History and on the results page.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/config/paths";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";

export type DeleteScanButtonProps = {
  scanId: string;
  fileName: string;
  /** A scan still being read cannot be deleted (the server refuses it too). */
  processing: boolean;
  /** Called after the scan is gone (e.g. to leave its results page). */
  onDeleted?: () => void;
  /** Show the word beside the icon. */
  withLabel?: boolean;
};

export function DeleteScanButton({
  scanId,
  fileName,
  processing,
  onDeleted,
  withLabel = false,
}: DeleteScanButtonProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", api.scan(scanId)),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: "Scan Deleted", description: `"${fileName}" and its results have been deleted.` });
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: [api.scans] });
    },
    onError: (error) => {
      setOpen(false);
      toast({
        title: "Delete failed",
        description: errorMessageOr(error, "Failed to delete the scan. Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={processing || remove.isPending}
        aria-label={withLabel ? undefined : `Delete ${fileName}`}
        title={processing ? "A scan can be deleted once it has finished" : undefined}
      >
        <Trash2 aria-hidden />
        {withLabel && "Delete Scan"}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this scan?</AlertDialogTitle>
            <AlertDialogDescription>
              &quot;{fileName}&quot;, its submittal log and its uploaded PDF are deleted for good. Credits are not
              returned.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
