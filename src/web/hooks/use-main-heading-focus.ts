// After a client-side route change, focus moves to the new page's main heading (its h1), so screen-reader and keyboard
// users start at the top of the page they opened instead of on the link they left behind. The first page load is left
// to the browser, and a page that already put focus somewhere of its own (an autofocused field) keeps it.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Spread on every page's h1: focusable by script, not a tab stop. */
export const MAIN_HEADING_PROPS = { tabIndex: -1, "data-main-heading": "" } as const;

/** How long a page may take to show its heading (a screen loaded on demand shows a spinner first). */
const HEADING_WAIT_MS = 5000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("h1[data-main-heading]");
}

/** Focus is still where the navigation started: nowhere, or outside the page's main content (e.g. the sidebar). */
function focusIsUnclaimed(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const main = document.querySelector("main");
  return !main?.contains(active);
}

export function useFocusMainHeadingOnRouteChange(): void {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;

    const focusHeading = () => {
      const heading = mainHeading();
      if (!heading) return false;
      if (focusIsUnclaimed()) heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // The page is still loading: focus its heading when it appears.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [location]);
}
