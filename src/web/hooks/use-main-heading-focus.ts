// After a client-side route change, focus moves to the new page's main heading (its h1), so screen-reader and keyboard
// users start at the top of the page they opened instead of on the link they left behind. The first page load is left
// to the browser, and a page that already put focus somewhere of its own (an autofocused field) keeps it.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Spread on every page's h1: focusable by script, not a tab stop. */
export const MAIN_HEADING_PROPS = { tabIndex: -1, "data-main-heading": "" } as const;

/** How long a page may take to show its heading (a screen loaded on demand shows a spinner first). */
const HEADING_WAIT_MS = 5000;

/** The page's heading once it is shown: while a screen loads on demand, the one it replaces stays in the DOM, hidden. */
function visibleMainHeading(): HTMLElement | null {
  const headings = document.querySelectorAll<HTMLElement>("h1[data-main-heading]");
  return [...headings].find((h) => h.checkVisibility()) ?? null;
}

/**
 * Focus is still where the navigation left it: nowhere, on the link or button that navigated (in the sidebar, or in
 * the page being replaced, which stays in the DOM hidden while the next one loads), or on anything no longer shown.
 */
function focusIsUnclaimed(origin: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === origin || !active.checkVisibility();
}

export function useFocusMainHeadingOnRouteChange(): void {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;

    const origin = document.activeElement;
    /** True once there is nothing left to do: the heading has focus, or the page put focus elsewhere itself. */
    const focusHeading = () => {
      if (!focusIsUnclaimed(origin)) return true;
      const heading = visibleMainHeading();
      heading?.focus({ preventScroll: true });
      return heading !== null && document.activeElement === heading;
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
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] });
    return stop;
  }, [location]);
}
