// How many items the search and filters leave, with the button that clears them.
import { Button } from "@/components/ui/button";

export function FilterMatches({ shown, total, onClear }: { shown: number; total: number; onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
      {shown} of {total} submittals match.
      <Button size="sm" variant="link" className="h-auto p-0" onClick={onClear}>
        Clear filters
      </Button>
    </p>
  );
}
