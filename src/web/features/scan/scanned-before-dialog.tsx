// Asked when a chosen file has the content of a file the user already scanned: open that scan, or spend the credit(s)
// and scan it again. Closing the dialog any other way (Esc, the close button) takes the file off the list, so a credit
// is never spent on a repeat without a yes.
import { format } from "date-fns";
import { creditsForFile } from "../../../contract/credits";
import type { EarlierScan } from "../../../contract/earlier-scans";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export function scanAgainLabel(fileSize: number): string {
  const credits = creditsForFile(fileSize);
  return `Scan again (${credits} ${credits === 1 ? "credit" : "credits"})`;
}

export function ScannedBeforeDialog(props: {
  ask: { file: File; earlier: EarlierScan } | null;
  onOpenEarlier: (scanId: string) => void;
  onScanAgain: () => void;
  onLeaveOut: () => void;
}) {
  const { ask } = props;
  return (
    <Dialog open={ask !== null} onOpenChange={(open) => !open && props.onLeaveOut()}>
      {ask && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              You already scanned this file on {format(new Date(ask.earlier.createdAt), "MMM d, yyyy")}
            </DialogTitle>
            <DialogDescription className="wrap-anywhere">
              {ask.file.name} has the same content as {ask.earlier.fileName}. Open that scan to work on its results, or
              scan it again; closing this leaves the file out.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={props.onScanAgain}>
              {scanAgainLabel(ask.file.size)}
            </Button>
            <Button onClick={() => props.onOpenEarlier(ask.earlier.scanId)}>Open that scan</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
