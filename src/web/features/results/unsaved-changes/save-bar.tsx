// The band above the log while there is something to save or merge (product §4): "Changed in another window" as soon as
// this window learns a file was saved elsewhere, not only when a save is refused (nothing is blocked meanwhile), and
// "You have unsaved changes" with Discard Changes and Save Changes. Sticky under the app bar so Save is in reach
// anywhere on a long page; the opaque band hides rows beneath.
import { GitMerge, Info, Save, Undo2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type SaveBarProps = {
  hasUnsavedChanges: boolean;
  /** A file of the log was saved in another window since it was loaded here. */
  savedElsewhere: boolean;
  saving: boolean;
  /** `opener`: the button pressed, where focus goes back when a merge's dialog closes. */
  onMergeNow: (opener: HTMLElement) => void;
  onSave: (opener: HTMLElement) => void;
  onDiscard: () => void;
};

export function SaveBar({ hasUnsavedChanges, savedElsewhere, saving, onMergeNow, onSave, onDiscard }: SaveBarProps) {
  if (!hasUnsavedChanges && !savedElsewhere) return null;
  return (
    <div className="sticky top-14 z-10 -mx-1 space-y-2 bg-background px-1 py-2">
      {savedElsewhere && (
        <Alert variant="info" role="status" className="shadow-sm">
          <GitMerge aria-hidden />
          <AlertTitle>Changed in another window</AlertTitle>
          <AlertDescription className="flex flex-col gap-3 text-foreground sm:flex-row sm:items-center sm:justify-between">
            <span>
              {hasUnsavedChanges
                ? "This log was saved in another window. Merge now to put your unsaved changes on the latest version."
                : "This log was saved in another window. Show the latest version to see what changed."}
            </span>
            <Button size="sm" variant="outline" onClick={(event) => onMergeNow(event.currentTarget)} disabled={saving}>
              {hasUnsavedChanges ? "Merge Now" : "Show Latest Version"}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {hasUnsavedChanges && (
        <Alert variant="info" className="shadow-sm">
          <Info aria-hidden />
          <AlertDescription className="flex flex-col gap-3 text-foreground sm:flex-row sm:items-center sm:justify-between">
            <span>You have unsaved changes. Make sure to save before exporting or leaving this page.</span>
            <span className="flex shrink-0 gap-2">
              <Button variant="outline" size="sm" onClick={onDiscard} disabled={saving}>
                <Undo2 aria-hidden />
                Discard Changes
              </Button>
              <Button size="sm" onClick={(event) => onSave(event.currentTarget)} disabled={saving}>
                <Save aria-hidden />
                {saving ? "Saving..." : "Save Changes"}
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
