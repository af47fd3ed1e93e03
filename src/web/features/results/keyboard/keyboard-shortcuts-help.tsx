// "Keyboard shortcuts" above the results list: a disclosure listing the list's keys, and the one-line hint the list
// gives screen readers as its description.
import { useId, useState } from "react";
import { ChevronDown, Keyboard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export const LIST_KEYS_HINT_ID = "submittal-list-keys-hint";

const SHORTCUTS: readonly (readonly [keys: readonly string[], what: string])[] = [
  [["↑", "↓"], "Previous or next row"],
  [["Home", "End"], "First or last row"],
  [["Page Up", "Page Down"], "Ten rows up or down"],
  [["Space"], "Include or exclude the item (on a heading: Select All)"],
  [["Enter"], "Edit the item (on a heading: collapse or expand)"],
  [["V"], "View the item in the document"],
  [["Delete"], "Delete the item (Undo brings it back)"],
  [["X"], "Select the item for a bulk action"],
  [["→"], "The row's buttons (← → between them, Esc back)"],
  [["Ctrl+Z", "Ctrl+Shift+Z"], "Undo or redo (⌘ on a Mac)"],
  [["Ctrl+F"], "Search the log (again: the browser's own find)"],
];

function Key({ children }: { children: string }) {
  return <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">{children}</kbd>;
}

export function KeyboardShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="text-sm">
      <p id={LIST_KEYS_HINT_ID} className="sr-only">
        Arrow keys move between rows. Space includes or excludes, Enter edits, V views the source, Delete deletes.
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Keyboard aria-hidden />
        Keyboard shortcuts
        <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
      </Button>
      {open && (
        <div id={panelId} className="mt-2 rounded-xl border bg-card p-3">
          <p className="mb-2 text-muted-foreground">Tab to the list of submittals, then:</p>
          <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
            {SHORTCUTS.map(([keys, what]) => (
              <div key={what} className="contents">
                <dt className="flex flex-wrap gap-1">
                  {keys.map((key) => (
                    <Key key={key}>{key}</Key>
                  ))}
                </dt>
                <dd className="mb-1 sm:mb-0">{what}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
