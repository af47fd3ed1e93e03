// Messages between the page-image renderer and its worker thread.
import type { PagePoints } from "../../../engine";

export type PageImageRequest = { id: number; path: string; page: number; width: number };

/** What the viewer needs beside the pixels: the page's size in points (to place a region) and the book's length. */
export type PageImageInfo = { points: PagePoints; pageCount: number };

export type PageImageReply =
  /** The thread has loaded mupdf and takes requests (its first request's clock starts here). */
  | { id: 0; type: "ready" }
  | { id: number; type: "image"; png: Uint8Array; info: PageImageInfo }
  /** The page number is past the document's end (or below 1). */
  | { id: number; type: "out_of_range"; pageCount: number }
  /** Drawing the page would pass the engine's work budget (a giant image, endless patterns, a content bomb). */
  | { id: number; type: "too_large"; detail: string }
  | { id: number; type: "error"; detail: string };
