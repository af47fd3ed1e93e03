// Where to look first on a scanned page: a few bands of inked rows, cut along blank rows where possible. OCR of the
// bands tells a page of text (real words in a band) from image noise at a fraction of the cost of the whole page.
import type { PageImage } from "./render-page";

/** `cutClean`: both edges lie on blank rows, so no line of text is cut in two and the band's reading stands. */
export type Band = { top: number; height: number; cutClean?: boolean };

/** A pixel darker than this is ink. */
const inkLevel = 128;
/** Each band is this share of the page's height. */
const bandShare = 1 / 12;
/** A band's edge may move this share of the page's height to land on a blank row. */
const snapShare = 1 / 40;
/** Bands centred on these quantiles of the inked rows, in the order they are tried (each costs noise a full band). */
const quantiles = [0.5, 0.25];

function inkPerRow(image: PageImage): Uint32Array {
  const { pgm, headerLength, width, height } = image;
  const ink = new Uint32Array(height);
  for (let row = 0; row < height; row++) {
    let count = 0;
    const start = headerLength + row * width;
    for (let i = start; i < start + width; i++) if (pgm[i]! < inkLevel) count++;
    ink[row] = count;
  }
  return ink;
}

/** The rows from `from` towards `to` (inclusive), the first without ink; `from` when there is none. */
function blankRowNear(ink: Uint32Array, from: number, to: number): number {
  const step = to >= from ? 1 : -1;
  for (let row = from; step > 0 ? row <= to : row >= to; row += step) if (ink[row] === 0) return row;
  return from;
}

/** Up to two bands over the inked part of the page, most central first; none for a page without ink. */
export function probeBands(image: PageImage): Band[] {
  const { height } = image;
  const ink = inkPerRow(image);
  const inked: number[] = [];
  for (let row = 0; row < height; row++) if (ink[row]! > 1) inked.push(row);
  if (inked.length === 0) return [];
  const half = Math.max(1, Math.round((height * bandShare) / 2));
  const snap = Math.round(height * snapShare);
  const bands: Band[] = [];
  for (const quantile of quantiles) {
    const centre = inked[Math.min(inked.length - 1, Math.floor(inked.length * quantile))]!;
    const top = blankRowNear(ink, Math.max(0, centre - half), Math.max(0, centre - half - snap));
    const bottom = blankRowNear(ink, Math.min(height - 1, centre + half), Math.min(height - 1, centre + half + snap));
    if (bands.some((band) => top >= band.top && bottom <= band.top + band.height)) continue;
    bands.push({ top, height: bottom - top + 1, cutClean: ink[top] === 0 && ink[bottom] === 0 });
  }
  return bands;
}

/** The band as an image of its own: tesseract.js reads a rectangle of a larger image poorly (and keeps it set). */
export function cropBand(image: PageImage, band: Band): PageImage {
  const header = Buffer.from(`P5\n${image.width} ${band.height}\n255\n`, "latin1");
  const pgm = new Uint8Array(header.length + image.width * band.height);
  pgm.set(header);
  const start = image.headerLength + band.top * image.width;
  pgm.set(image.pgm.subarray(start, start + image.width * band.height), header.length);
  return { pgm, headerLength: header.length, width: image.width, height: band.height };
}

/** The page above and below a band that was cut clean: read on their own, they and the band read the whole page. */
export function restAround(image: PageImage, band: Band): Band[] {
  const below = band.top + band.height;
  return [
    { top: 0, height: band.top },
    { top: below, height: image.height - below },
  ].filter((part) => part.height > 0);
}
