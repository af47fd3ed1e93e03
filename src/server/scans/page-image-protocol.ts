// Messages between the page-image renderer and its worker thread.

export type PageImageRequest = { id: number; path: string; page: number; width: number };

export type PageImageReply =
  | { id: number; type: "image"; png: Uint8Array; pageCount: number }
  /** The page number is past the document's end (or below 1). */
  | { id: number; type: "out_of_range"; pageCount: number }
  | { id: number; type: "error"; detail: string };
