// The page image in the source viewer as it loads: a spinner, why it cannot be shown, or the page at the zoom level
// with the item's paragraph highlighted and scrolled into view once the image has loaded.
import { useCallback, useRef } from "react";
import type { Submittal } from "../../../../contract/submittal";
import { Spinner } from "@/components/ui/spinner";
import { highlightStyle } from "./source-viewer-geometry";
import type { PageImageState } from "./use-page-image";

export type PageImageViewProps = {
  image: PageImageState;
  zoom: number;
  /** The image's alternative text. */
  alt: string;
  /** The item's region, when it lies on this page. */
  region: Submittal["bbox"];
};

export function PageImageView({ image, zoom, alt, region }: PageImageViewProps) {
  const highlight = useRef<HTMLDivElement>(null);
  const style = image.status === "loaded" && region && image.points ? highlightStyle(region, image.points) : null;
  const showHighlight = useCallback(() => {
    highlight.current?.scrollIntoView({ block: "center", inline: "nearest" });
  }, []);
  // Three slots as siblings, so going from one state to another mounts the new one afresh.
  return (
    <>
      {image.status === "loading" && (
        <div className="flex justify-center py-16">
          <Spinner label="Loading page" />
        </div>
      )}
      {image.status === "error" && (
        <p className="px-2 py-8 text-center text-sm text-muted-foreground">
          {image.tooLarge
            ? "This page is too large to show. Check this item in the PDF itself."
            : "This page could not be shown. The document may no longer be available."}
        </p>
      )}
      {image.status === "loaded" && (
        <div className="relative mx-auto bg-white shadow-sm" style={{ width: `${zoom * 100}%` }}>
          <img src={image.url} alt={alt} className="block w-full" onLoad={region ? showHighlight : undefined} />
          {style && (
            <div
              ref={highlight}
              data-testid="source-highlight"
              aria-hidden
              className="pointer-events-none absolute rounded-sm bg-amber-300/35 ring-2 ring-amber-500"
              style={style}
            />
          )}
        </div>
      )}
    </>
  );
}
