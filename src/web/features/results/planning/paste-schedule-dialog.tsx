// Required-on-site dates pasted from a schedule: one "section,date" or "item number,date" line each. The dialog reads
// the text as it is typed, says how many items each good line dates and why each bad line cannot be used, and applies
// the good lines as one undoable change.
import { useId, useMemo, useState } from "react";
import type { ExtractedData } from "../../../../contract/submittal";
import { parseSchedulePaste, pastedDatesByItem } from "../../../../contract/schedule-paste";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

export type PasteScheduleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: ExtractedData;
  /** Exported items' numbers (as the export writes them) → their register index. */
  itemNumbers: ReadonlyMap<string, number>;
  onApply: (dates: ReadonlyMap<number, string>) => void;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function PasteScheduleDialog({ open, onOpenChange, data, itemNumbers, onApply }: PasteScheduleDialogProps) {
  const id = useId();
  const [text, setText] = useState("");
  const parsed = useMemo(
    () => parseSchedulePaste(text, data.submittals, itemNumbers),
    [text, data.submittals, itemNumbers],
  );
  const dates = pastedDatesByItem(parsed);
  const close = (next: boolean) => {
    if (!next) setText("");
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Paste Schedule</DialogTitle>
          <DialogDescription>
            One line per spec section or item: <code>section,date</code> or <code>item number,date</code>, the date as
            MM/DD/YYYY or YYYY-MM-DD. Cells copied from a spreadsheet work too. An item&apos;s own line wins over its
            section&apos;s.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={`${id}-text`}>Required on-site dates</Label>
          <Textarea
            id={`${id}-text`}
            rows={8}
            className="font-mono text-sm"
            placeholder={"09 91 23,04/01/2027\n12,05/15/2027"}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-result`}
          />
        </div>
        <div id={`${id}-result`} className="space-y-2 text-sm" aria-live="polite">
          {text.trim() !== "" && (
            <p>
              {plural(parsed.dates.length, "line")} date {plural(dates.size, "item")}
              {parsed.errors.length > 0 && `; ${plural(parsed.errors.length, "line")} cannot be used`}.
            </p>
          )}
          {parsed.errors.length > 0 && (
            <ul
              className="max-h-40 list-disc space-y-1 overflow-y-auto pl-5 text-destructive"
              aria-label="Lines not used"
            >
              {parsed.errors.map((error) => (
                <li key={error.line}>
                  Line {error.line}: {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            disabled={dates.size === 0}
            onClick={() => {
              onApply(dates);
              close(false);
            }}
          >
            Apply {plural(dates.size, "Date")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
