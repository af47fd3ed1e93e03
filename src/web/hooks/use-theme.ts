// Light/dark theme (product §2): default light, stored in localStorage under `theme`, applied as the `dark` class on <html>.
import * as React from "react";

export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

const listeners = new Set<() => void>();

function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    // Storage can be blocked (privacy settings); the default still works.
    return "light";
  }
}

/** Applies the stored theme to the document; called once before the first render so there is no flash. */
export function applyStoredTheme(): void {
  document.documentElement.classList.toggle("dark", readStoredTheme() === "dark");
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the current page still switches.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = React.useSyncExternalStore(subscribe, currentTheme, () => "light" as const);
  return { theme, setTheme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
