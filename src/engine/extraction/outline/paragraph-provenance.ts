// The fields a register item takes from its source paragraph's shape: its region on the page and its listed details.
import type { Submittal } from "../../../contract/submittal";
import type { Paragraph } from "./outline-types";
import { paragraphRegion } from "./paragraph-region";
import { listedItems } from "./paragraph-items";

export function paragraphProvenance(paragraph: Paragraph): Pick<Submittal, "bbox" | "items"> {
  const bbox = paragraphRegion(paragraph);
  const items = listedItems(paragraph);
  return { ...(bbox ? { bbox } : {}), ...(items ? { items } : {}) };
}
