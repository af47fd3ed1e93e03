// "Notes from the scan": the first few warnings the engine left on the log (e.g. pages it could not read).
import { Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

export function ScanNotes({ warnings }: { warnings: readonly string[] | undefined }) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <Alert variant="default">
      <Info aria-hidden />
      <AlertTitle>Notes from the scan</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {warnings.slice(0, 5).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
