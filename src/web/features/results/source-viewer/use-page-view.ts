// Which page of the document the source viewer shows, and at which zoom level.
import { useState } from "react";
import { ZOOM_LEVELS } from "./source-viewer-geometry";

export function usePageView(startPage: number) {
  const [page, setPage] = useState(startPage);
  const [zoomStep, setZoomStep] = useState(ZOOM_LEVELS.indexOf(1));
  const zoom = ZOOM_LEVELS[zoomStep] ?? 1;
  return { page, setPage, zoomStep, setZoomStep, zoom };
}

export type PageView = ReturnType<typeof usePageView>;
