import { Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** What the scanner can and cannot read (product §1), shown above the upload area. */
export function HowItWorksNotice() {
  return (
    <Alert variant="info">
      <Info aria-hidden />
      <AlertTitle>How the AI Scanner Works</AlertTitle>
      <AlertDescription>
        <p>
          The scanner reads the text of your PDFs and extracts every submittal requirement, grouped by CSI MasterFormat
          division. It works best on specification books, and on drawings with written schedules (door, window,
          equipment, finish). It cannot interpret drawings or diagrams.
        </p>
        <p>Each credit covers 50 MB of document. Failed scans are never charged.</p>
      </AlertDescription>
    </Alert>
  );
}
