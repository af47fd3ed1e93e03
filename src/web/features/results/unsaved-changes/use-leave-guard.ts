// Asks before an in-app link leaves the page while edits are unsaved (the browser's own prompt covers closing and
// reloading, see use-before-unload-warning.ts). Links are caught in the capture phase, before wouter's handler; on
// "leave" the same link is clicked again and let through, so its own handlers (closing the mobile sidebar) still run.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The same-site link a click would follow to another page of the app, if any. */
function inAppLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if ((target.target && target.target !== "_self") || target.hasAttribute("download")) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return target;
}

export function useLeaveGuard(active: boolean) {
  const [pending, setPending] = useState<HTMLAnchorElement | null>(null);
  const letThrough = useRef(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (letThrough.current || event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = inAppLinkOf(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(link);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [active]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    setPending(null);
    if (!pending) return;
    if (!pending.isConnected) {
      const url = new URL(pending.href, window.location.href);
      navigate(`${url.pathname}${url.search}${url.hash}`);
      return;
    }
    letThrough.current = true;
    try {
      pending.click();
    } finally {
      letThrough.current = false;
    }
  }, [pending, navigate]);

  return { asking: pending !== null, stay, leave };
}
