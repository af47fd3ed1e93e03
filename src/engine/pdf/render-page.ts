// Renders pages to pixels: grey at the OCR resolution, a thumbnail to tell a blank page from a scanned one, a colour
// PNG for the source viewer.
import * as mupdf from "mupdf";
import { maxRenderPixels } from "./budgets/page-budget";

const thumbnailDpi = 36;
/** A thumbnail never exceeds this many pixels, whatever the page size (a 200-inch MediaBox is 52 Mpx at 36 dpi). */
const maxThumbnailPixels = 1_000_000;
/** A single line of text darkens more than this share of a thumbnail's pixels; a blank page (or a speck) does not. */
const inkShareOfContent = 0.0005;

export type PageImage = {
  /** Binary greyscale PGM: a short header, then `width × height` bytes, one per pixel, row by row. */
  pgm: Uint8Array;
  headerLength: number;
  width: number;
  height: number;
};

/**
 * The page at `dpi` as a binary greyscale PGM image (OCR reads grey as well as colour, at a third of the bytes).
 * PGM rather than PNG: tesseract's image reader takes both, and compressing a 300 dpi page to PNG costs more
 * than rendering it (3.9 s against 0.4 s for a letter page on the benchmark machine).
 */
export function renderPageImage(page: mupdf.Page, dpi: number): PageImage {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, false);
  try {
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const pixels = pixmap.getPixels();
    const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1");
    const image = Buffer.alloc(header.length + width * height);
    header.copy(image);
    for (let row = 0; row < height; row++) {
      image.set(pixels.subarray(row * stride, row * stride + width), header.length + row * width);
    }
    return { pgm: image, headerLength: header.length, width, height };
  } finally {
    pixmap.destroy();
  }
}

/** True when the page shows nothing worth reading: no text layer and (almost) no ink. */
export function looksBlank(page: mupdf.Page): boolean {
  const [x0, y0, x1, y1] = page.getBounds();
  const inches = Math.max(1e-6, ((x1 - x0) / 72) * ((y1 - y0) / 72));
  const dpi = Math.min(thumbnailDpi, Math.sqrt(maxThumbnailPixels / inches));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, false);
  try {
    const pixels = pixmap.getPixels();
    let ink = 0;
    for (const value of pixels) if (value < 200) ink++;
    return ink <= pixels.length * inkShareOfContent;
  } finally {
    pixmap.destroy();
  }
}

/** A page's size in PDF points, as the viewer maps regions (`bbox`) onto its image. */
export type PagePoints = { width: number; height: number };

/**
 * The page as a colour PNG `width` pixels wide (height to scale), for the review screen's source viewer; a page so
 * tall for its width that the image would pass `maxRenderPixels` comes narrower (the viewer scales it to fit anyway).
 */
export function renderPagePng(page: mupdf.Page, width: number): { png: Uint8Array; points: PagePoints } {
  const [x0, y0, x1, y1] = page.getBounds();
  const points = { width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
  const scale = Math.min(width / points.width, Math.sqrt(maxRenderPixels / (points.width * points.height)));
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  try {
    return { png: pixmap.asPNG(), points };
  } finally {
    pixmap.destroy();
  }
}
