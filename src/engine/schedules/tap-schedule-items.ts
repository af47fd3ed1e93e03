// Lets the scan pipeline look for drawing schedules on each page as pages stream past, without holding them.
import type { Submittal } from "../../contract/submittal";
import type { PageText } from "../types";
import { findScheduleItems } from "./find-schedule-items";

export type ScheduleTap = {
  /** The same pages, unchanged, in the same order. */
  pages: AsyncIterable<PageText>;
  /** Schedule items of the pages read so far; complete once `pages` has been consumed. */
  items: Submittal[];
};

export function tapScheduleItems(pages: AsyncIterable<PageText> | Iterable<PageText>): ScheduleTap {
  const items: Submittal[] = [];
  async function* passThrough(): AsyncIterable<PageText> {
    for await (const page of pages) {
      // Schedules are read per page (a table does not span pages here), so nothing needs to be kept.
      items.push(...findScheduleItems([page]));
      yield page;
    }
  }
  return { pages: passThrough(), items };
}
