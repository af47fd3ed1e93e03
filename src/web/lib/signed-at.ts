// How a signed change is named everywhere (item history, activity, the merge dialog): "Dana Lee, 2 Dec 2026 14:03",
// in the reader's time zone.
import { format } from "date-fns";

export function signature(who: string, at: string): string {
  return `${who}, ${format(new Date(at), "d MMM yyyy HH:mm")}`;
}
