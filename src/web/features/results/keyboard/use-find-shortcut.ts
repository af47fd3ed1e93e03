// Ctrl/⌘+F on the results page goes to the log's own search, which finds items a virtualized list has not mounted
// (the browser's find only sees rows in the page); pressed again while the search has focus, it is left to the browser.
import { useEffect } from "react";

export const LOG_SEARCH_ID = "submittal-search";

export function useFindShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "f")
        return;
      const search = document.getElementById(LOG_SEARCH_ID);
      if (!(search instanceof HTMLInputElement) || document.activeElement === search) return;
      // A dialog (export, source viewer) has the page's attention: its find is the browser's.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      search.focus();
      search.select();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
