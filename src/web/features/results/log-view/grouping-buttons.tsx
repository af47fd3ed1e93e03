// The toolbar's choice of how the log's cards are grouped: by division or by specification section.
import { Button } from "@/components/ui/button";
import type { Grouping } from "./log-view";

export function GroupingButtons({ grouping, onGroup }: { grouping: Grouping; onGroup: (grouping: Grouping) => void }) {
  return (
    <div className="col-span-2 flex gap-1 sm:ml-auto" role="group" aria-label="Group by">
      <Button
        size="sm"
        variant={grouping === "division" ? "secondary" : "ghost"}
        aria-pressed={grouping === "division"}
        onClick={() => onGroup("division")}
      >
        By division
      </Button>
      <Button
        size="sm"
        variant={grouping === "section" ? "secondary" : "ghost"}
        aria-pressed={grouping === "section"}
        onClick={() => onGroup("section")}
      >
        By spec section
      </Button>
    </div>
  );
}
