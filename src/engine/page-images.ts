// The engine's second public module, for the thread that draws pages for the source viewer, and only for it: that
// thread must answer its first request fast, so it loads this (mupdf's memory budget, then the drawing modules on
// demand) and not index.ts, which brings the whole engine (the rules, the page pool) it never uses.
export { limitMupdfMemory } from "./pdf/budgets/mupdf-memory-budget";
export type { OpenPdf } from "./pdf/reading/open-pdf";
export type { PagePoints } from "./pdf/render-page";

/** The drawing modules: they load the PDF library as they load, so call this after `limitMupdfMemory()`. */
export const loadPageImageRendering = () => import("./pdf/page-image-rendering");
