// Where to look first on a scanned page: a few bands of inked rows, cut along blank rows where possible. OCR of the
// bands tells a page of text (real words in a band) from image noise at a fraction of the cost of the whole page.
import type { PageImage } from "../render-page";

/** `cutClean`: both edges lie on blank rows, so no line of text is cut in two and the band's reading stands. */
export type Band = { top: number; height: number; cutClean?: boolean };

/** A pixel darker than this is ink. */
const inkLevel = 128;
/** A row holds ink when more of its pixels than this share of its width are dark: a scanner's specks and JPEG
 * blocks darken a pixel or two of a row, a line of text tens of them. */
const inkedRowShare = 1 / 400;
/** Fewer inked rows than this (a speck, a crease) are no text to read. */
const minInkedRows = 3;
/** Fewer inked rows than this on a whole page (under a millimetre at the OCR resolution) hold no line of text: a dot,
 * a rule, specks. The page is not read at all, which with a child process per read is most of its cost. */
const minTextRows = 6;
/** Blank rows, as a share of the page's height, that separate blocks read on their own (no text line is that tall). */
const blockGapShare = 1 / 10;
/** Blank rows kept above and below a block, as a share of the page's height (tesseract wants a margin). */
const blockMarginShare = 1 / 100;
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

/** The least dark pixels a row has when it holds ink. */
function inkedRowMinimum(image: PageImage): number {
  return Math.max(1, Math.floor(image.width * inkedRowShare));
}

/** The rows from `from` towards `to` (inclusive), the first without ink; `from` when there is none. */
function blankRowNear(ink: Uint32Array, from: number, to: number): number {
  const step = to >= from ? 1 : -1;
  for (let row = from; step > 0 ? row <= to : row >= to; row += step) if (ink[row] === 0) return row;
  return from;
}

/** Up to two bands over the inked part of the page, most central first; none for a page without ink, or with too
 * little to hold a line of text. */
export function probeBands(image: PageImage): Band[] {
  const { height } = image;
  const ink = inkPerRow(image);
  const minimum = inkedRowMinimum(image);
  const inked: number[] = [];
  for (let row = 0; row < height; row++) if (ink[row]! > minimum) inked.push(row);
  if (inked.length < minTextRows) return [];
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

/**
 * The parts of `region` worth reading: its blocks of inked rows, split where a tall run of blank rows separates them,
 * each with a small margin. A region without ink (a blank page's margin, a scanner's specks) has none: read as an
 * image, its noise is what tesseract turns into invented text.
 */
export function inkedBlocks(image: PageImage, region: Band): Band[] {
  const ink = inkPerRow(cropBand(image, region));
  const minimum = inkedRowMinimum(image);
  const gap = Math.max(1, Math.round(image.height * blockGapShare));
  const margin = Math.round(image.height * blockMarginShare);
  const blocks: Band[] = [];
  let first = -1;
  let last = -1;
  let rows = 0;
  const close = () => {
    if (first >= 0 && rows >= minInkedRows) {
      const top = Math.max(0, first - margin);
      const bottom = Math.min(region.height - 1, last + margin);
      blocks.push({ top: region.top + top, height: bottom - top + 1 });
    }
    first = -1;
    rows = 0;
  };
  for (let row = 0; row < region.height; row++) {
    if (ink[row]! <= minimum) continue;
    if (first >= 0 && row - last > gap) close();
    if (first < 0) first = row;
    last = row;
    rows++;
  }
  close();
  return blocks;
}
