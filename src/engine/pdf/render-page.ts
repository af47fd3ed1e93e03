// Renders pages to grey pixels: 300 dpi for OCR, a thumbnail to tell a blank page from a scanned one.
import * as mupdf from "mupdf";

export const ocrDpi = 300;
const thumbnailDpi = 36;
/** A single line of text darkens more than this share of a thumbnail's pixels; a blank page (or a speck) does not. */
const inkShareOfContent = 0.0005;

/** PNG of the page at `dpi`, greyscale (OCR reads grey as well as colour, at a third of the bytes). */
export function renderPagePng(page: mupdf.Page, dpi = ocrDpi): Uint8Array {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, false);
  try {
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}

/** True when the page shows nothing worth reading: no text layer and (almost) no ink. */
export function looksBlank(page: mupdf.Page): boolean {
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(thumbnailDpi / 72, thumbnailDpi / 72),
    mupdf.ColorSpace.DeviceGray,
    false,
    false,
  );
  try {
    const pixels = pixmap.getPixels();
    let ink = 0;
    for (const value of pixels) if (value < 200) ink++;
    return ink <= pixels.length * inkShareOfContent;
  } finally {
    pixmap.destroy();
  }
}
