import { describe, expect, it } from "vitest";
import { assertSomeText } from "./assert-some-text";
import { NoTextPdfError } from "../pdf/pdf-errors";

const none = { pageCount: 3, pagesWithText: 0, pagesOcrFailed: 0, pagesGivenUp: 0, ocr: true };

describe("assertSomeText", () => {
  it("lets a document with any text through", () => {
    expect(() => assertSomeText({ ...none, pagesWithText: 1, pagesGivenUp: 2 })).not.toThrow();
  });

  it("lets an unread document through when OCR was off (the register says why)", () => {
    expect(() => assertSomeText({ ...none, ocr: false })).not.toThrow();
  });

  it("lets a document through whose every page was read and holds no word: an empty register is the answer", () => {
    expect(() => assertSomeText(none)).not.toThrow();
  });

  it("fails a document without text when some page was given up (damaged, over budget, too slow)", () => {
    expect(() => assertSomeText({ ...none, pagesGivenUp: 1 })).toThrow(NoTextPdfError);
    expect(() => assertSomeText({ ...none, pagesGivenUp: 1 })).toThrow(/found no readable words/);
  });

  it("says when text recognition failed on every page", () => {
    expect(() => assertSomeText({ ...none, pagesOcrFailed: 3 })).toThrow(/OCR\) failed on every page/);
    expect(() => assertSomeText({ ...none, pagesOcrFailed: 2 })).toThrow(/found no readable words/);
  });
});
