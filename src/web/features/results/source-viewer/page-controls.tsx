// The source viewer's toolbar: previous and next page, zoom out and in with the zoom level.
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ZOOM_LEVELS } from "./source-viewer-geometry";
import type { PageView } from "./use-page-view";

/** `pageCount`: null while the document's length is not known (Next page stays enabled). */
export function PageControls({ view, pageCount }: { view: PageView; pageCount: number | null }) {
  const { page, setPage, zoomStep, setZoomStep, zoom } = view;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2" role="toolbar" aria-label="Page controls">
      <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden />
        Previous page
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setPage((p) => p + 1)}
        disabled={pageCount !== null && page >= pageCount}
      >
        Next page
        <ChevronRight aria-hidden />
      </Button>
      <span className="ml-auto flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Zoom out"
          onClick={() => setZoomStep((z) => z - 1)}
          disabled={zoomStep <= 0}
        >
          <ZoomOut aria-hidden />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Zoom in"
          onClick={() => setZoomStep((z) => z + 1)}
          disabled={zoomStep >= ZOOM_LEVELS.length - 1}
        >
          <ZoomIn aria-hidden />
        </Button>
      </span>
    </div>
  );
}
