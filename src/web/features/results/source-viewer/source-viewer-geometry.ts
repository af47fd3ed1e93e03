// Numbers behind the source viewer: zoom steps, the image width to ask the server for, and where a region in PDF
// points sits on the page image (as percentages, so it follows the image at any zoom).
import type { SubmittalRegion } from "../../../../contract/submittal";

export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

const WIDTH_STEP = 200;
const MIN_WIDTH = 600;
const MAX_WIDTH = 2400;

/** Pixels for the frame at this zoom on this screen, in steps so small resizes reuse the server's cached image. */
export function requestedImageWidth(frameWidth: number, zoom: number, pixelRatio: number): number {
  const wanted = Math.ceil((Math.max(frameWidth, 1) * zoom * pixelRatio) / WIDTH_STEP) * WIDTH_STEP;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, wanted));
}

export type RegionStyle = { left: string; top: string; width: string; height: string };

const percent = (value: number) => `${(Math.min(1, Math.max(0, value)) * 100).toFixed(3)}%`;

/** The region over the page image; a margin of a few points keeps the outline off the text it frames. */
export function highlightStyle(
  region: SubmittalRegion,
  page: { width: number; height: number },
  margin = 3,
): RegionStyle {
  const x0 = Math.min(region.x0, region.x1) - margin;
  const x1 = Math.max(region.x0, region.x1) + margin;
  const y0 = Math.min(region.y0, region.y1) - margin;
  const y1 = Math.max(region.y0, region.y1) + margin;
  const left = Math.max(0, x0) / page.width;
  const top = Math.max(0, y0) / page.height;
  return {
    left: percent(left),
    top: percent(top),
    width: percent(Math.min(page.width, x1) / page.width - left),
    height: percent(Math.min(page.height, y1) / page.height - top),
  };
}
