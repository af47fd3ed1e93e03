// What a thread that draws pages for the source viewer uses: open a book, check a page against the page budgets,
// render it to PNG. Loaded on demand through the engine's public module (index.ts), since it loads the PDF library.
export { openPdf } from "./reading/open-pdf";
export { renderPagePng } from "./render-page";
export { checkImageBudget, createContentBudget, measurePageImages } from "./budgets/page-budget";
export { PageOverBudgetError, memoryBudgetError } from "./budgets/page-over-budget";
