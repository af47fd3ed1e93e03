// "View in document": the PDF page an item comes from, rendered by the server, beside the log (a sheet from the bottom
// below 768 px). The item's paragraph (`bbox`) is highlighted and scrolled into view when the engine gave its region;
// without one the page is shown alone. Previous/next page, zoom, file name and page number; Esc closes, and focus goes
// back to the item's button.
import { useLayoutEffect, useRef, useState } from "react";
import type { Submittal } from "../../../../contract/submittal";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useIsMobile } from "@/hooks/use-mobile";
import { PageControls } from "./page-controls";
import { PageImageView } from "./page-image-view";
import { requestedImageWidth } from "./source-viewer-geometry";
import { usePageImage } from "./use-page-image";
import { usePageView } from "./use-page-view";

export type SourceTarget = {
  /** The item's row in the log, whose "View in document" button gets focus back on close. */
  index: number;
  scanId: string;
  fileName: string;
  submittal: Submittal;
  /** The document's length when the scan recorded it; the server's answer fills it in otherwise. */
  pageCount?: number;
};

export const viewInDocumentId = (index: number) => `view-in-document-${index}`;

export function SourceViewer({ target, onClose }: { target: SourceTarget | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  // The item to return to outlives `target`, which is null again by the time the sheet hands focus back.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  if (target && target.index !== returnTo) setReturnTo(target.index);
  // What had focus when the viewer opened (the item's button, or the list when opened with V) gets it back.
  const opener = useRef<Element | null>(null);
  const open = target !== null;
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Sheet open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side={isMobile ? "bottom" : "right"}
        className="gap-0 p-0 md:w-[min(760px,62vw)] md:max-w-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const from = opener.current;
          if (from instanceof HTMLElement && from.isConnected && from !== document.body) from.focus();
          else if (returnTo !== null) document.getElementById(viewInDocumentId(returnTo))?.focus();
        }}
      >
        {target && <SourcePage key={`${target.scanId}:${target.index}`} target={target} />}
      </SheetContent>
    </Sheet>
  );
}

function SourcePage({ target }: { target: SourceTarget }) {
  const { submittal, fileName } = target;
  const view = usePageView(submittal.bbox?.page ?? submittal.page ?? 1);
  const { page, zoom } = view;
  const scroller = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  useLayoutEffect(() => setFrameWidth(scroller.current?.clientWidth ?? 0), []);

  const width = requestedImageWidth(frameWidth, zoom, window.devicePixelRatio || 1);
  const image = usePageImage(target.scanId, page, width);
  const pageCount = (image.status === "loaded" ? image.pageCount : null) ?? target.pageCount ?? null;
  const region = submittal.bbox && submittal.bbox.page === page ? submittal.bbox : undefined;

  const pageLabel = pageCount ? `Page ${page} of ${pageCount}` : `Page ${page}`;
  return (
    <>
      <SheetHeader className="border-b pr-12">
        <SheetTitle>View in document</SheetTitle>
        <SheetDescription className="break-words">
          <span className="wrap-anywhere">{fileName}</span> · <span data-testid="source-page-label">{pageLabel}</span>
          {submittal.ref && ` · Paragraph ${submittal.ref}`}
        </SheetDescription>
      </SheetHeader>
      <PageControls view={view} pageCount={pageCount} />
      {/* Focusable, so a keyboard user can scroll a zoomed page with the arrow keys. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={`${pageLabel} of ${fileName}`}
        className="min-h-[50dvh] flex-1 overflow-auto bg-muted/50 p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <PageImageView image={image} zoom={zoom} alt={`${pageLabel} of ${fileName}`} region={region} />
      </div>
    </>
  );
}
