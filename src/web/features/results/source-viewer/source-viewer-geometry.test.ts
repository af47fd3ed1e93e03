import { describe, expect, it } from "vitest";
import { highlightStyle, requestedImageWidth } from "./source-viewer-geometry";

describe("source viewer geometry", () => {
  it("places a region in points on the page as percentages, with a small margin", () => {
    const style = highlightStyle({ page: 1, x0: 72, y0: 144, x1: 540, y1: 216 }, { width: 612, height: 792 }, 0);
    expect(style).toEqual({ left: "11.765%", top: "18.182%", width: "76.471%", height: "9.091%" });
  });

  it("keeps a region that overhangs the page inside it", () => {
    const style = highlightStyle({ page: 1, x0: -20, y0: 700, x1: 700, y1: 900 }, { width: 612, height: 792 });
    expect(style.left).toBe("0.000%");
    expect(style.width).toBe("100.000%");
    expect(Number.parseFloat(style.top) + Number.parseFloat(style.height)).toBeCloseTo(100, 2);
  });

  it("asks for widths in steps within the server's bounds", () => {
    expect(requestedImageWidth(700, 1, 1)).toBe(800);
    expect(requestedImageWidth(700, 1, 2)).toBe(1400);
    expect(requestedImageWidth(100, 0.5, 1)).toBe(600);
    expect(requestedImageWidth(1500, 3, 2)).toBe(2400);
  });
});
