// A product family a schedule row implies (e.g. "hollow metal doors and frames"), before rows are gathered into items.
import type { SubmittalTypeName } from "../../contract/submittal";

export type ScheduleFamily = {
  /** Rows with the same key become one set of items. */
  key: string;
  /** Submittal title, without the list of marks. */
  description: string;
  /** Two-digit MasterFormat division. */
  division: string;
  /** MasterFormat section when the family pins it down, else "". */
  section: string;
  types: readonly SubmittalTypeName[];
  /** True when the key is the row's own tag (equipment, fixtures): the marks list would only repeat it. */
  perTag?: boolean;
};

/** Whole-word test on an upper-cased row. */
export const hasWord = (text: string, words: RegExp): boolean => words.test(` ${text.toUpperCase()} `);
