// The rule pipeline over a stream of pages: clean lines → sections → submittals. Pages are consumed as they
// arrive; only the open section's lines and a few pages for header detection are held.
import type { ExtractedData, Submittal } from "../contract/submittal";
import type { PageText, ScanOptions } from "./types";
import { pageToSpecLines, type LineStepMemory } from "./extraction/lines/page-lines";
import { RunningLineFilter } from "./extraction/lines/drop-running-headers";
import { SectionSegmenter, type SpecSection } from "./extraction/sections/segment-sections";
import { findSectionNumbers } from "./extraction/sections/section-number";
import { extractSectionCandidates } from "./extraction/extract-section-submittals";
import { decideInclusion } from "./extraction/decision/decide-inclusion";
import { FRONT_PAGES, ProjectInfoCollector } from "./extraction/project/project-info";
import type { SpecLine } from "./extraction/lines/spec-line";
import { PageProblemLog } from "./register/page-problems";

/** A section with the items the rules found in it; later passes (schedules, AI) receive these. */
export type ScannedSection = { section: SpecSection; submittals: Submittal[] };

export type PageScanResult = {
  data: ExtractedData;
  sections: ScannedSection[];
  /** Pages that gave at least one line of text. */
  pagesWithText: number;
  /** Pages whose text recognition failed (the engine threw), whatever else they held. */
  pagesOcrFailed: number;
  /** Pages not read at all: damaged, over a page budget or past their time limit. */
  pagesGivenUp: number;
};

export type ScanPagesInput = {
  pages: AsyncIterable<PageText> | Iterable<PageText>;
  /** Used when a section has no heading and no running header names it. */
  fileName?: string;
  /** The book's page count for progress, once known (the page source learns it when it opens the file). */
  totalPages?: () => number | undefined;
  options?: ScanOptions;
};

export async function scanPages(input: ScanPagesInput): Promise<PageScanResult> {
  const { options = {} } = input;
  const project = new ProjectInfoCollector();
  const segmenter = new SectionSegmenter(findSectionNumbers(input.fileName ?? ""));
  const sections: ScannedSection[] = [];
  const titles: string[] = [];
  const filter = new RunningLineFilter((line, atTop) => {
    segmenter.noteRunningLine(line.text, line.page);
    if (atTop) project.noteHeader(line.text, line.page);
    else project.noteFooter(line.text, line.page);
  });
  const ocrPages: number[] = [];
  const problems = new PageProblemLog();
  const lineSteps: LineStepMemory = {};
  let pageCount = 0;
  let pagesWithText = 0;

  const collect = (done: SpecSection[]) => {
    for (const section of done) {
      titles.push(section.title);
      const candidates = extractSectionCandidates(section);
      options.onCandidates?.(candidates);
      sections.push({ section, submittals: candidates.flatMap((candidate) => decideInclusion(candidate) ?? []) });
    }
  };
  const feed = (pages: SpecLine[][]) => {
    for (const lines of pages) {
      for (const line of lines) {
        // The first pages, before any section opens, may be a cover or title page, which names the project anywhere.
        const front = line.page === 1 || (line.page <= FRONT_PAGES && !segmenter.started);
        segmenter.push(line);
        if (segmenter.started) project.noteSectionStart(line.page);
        if (front) project.noteCoverLine(line);
      }
      collect(segmenter.take());
    }
  };

  for await (const page of input.pages) {
    options.signal?.throwIfAborted();
    pageCount++;
    if (page.ocr) ocrPages.push(page.pageNumber);
    problems.note(page.pageNumber, page.problem);
    if (page.lines.length > 0) pagesWithText++;
    const lines = pageToSpecLines(page, lineSteps);
    // Section titles (also those of headings the segmenter misses) are stripped from running headers to find the project name.
    for (const l of lines)
      if (/^SECTION\s/i.test(l.text)) titles.push(l.text.replace(/^SECTION\s+[\d .]+[-–—:]?\s*/i, ""));
    feed(filter.push(lines));
    options.onProgress?.({
      stage: page.ocr ? "ocr" : "reading",
      pagesDone: pageCount,
      totalPages: input.totalPages?.() ?? pageCount,
      message: `Read page ${page.pageNumber}`,
    });
  }
  feed(filter.flush());
  collect(segmenter.finish());

  const warnings: string[] = problems.warnings();
  for (const { section } of sections) {
    if (!section.number)
      warnings.push(`A section without a recognisable number starts on page ${section.lines[0]?.page ?? 1}.`);
  }
  const info = project.result(titles, pageCount);
  return {
    sections,
    pagesWithText,
    pagesOcrFailed: problems.count("ocr_failed"),
    pagesGivenUp: problems.count("damaged") + problems.count("over_budget") + problems.count("timed_out"),
    data: {
      ...(info.projectName ? { projectName: info.projectName } : {}),
      ...(info.projectNumber ? { projectNumber: info.projectNumber } : {}),
      submittals: sections.flatMap((s) => s.submittals),
      ocrPages,
      pageCount,
      ...(problems.count("timed_out") > 0 ? { pagesGivenUp: problems.pagesWith("timed_out") } : {}),
      warnings,
    },
  };
}
