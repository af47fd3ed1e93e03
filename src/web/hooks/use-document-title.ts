// Sets the browser tab's title for the current screen ("Sign In · Submittal Scanner"), so tabs and history are legible.
import { useEffect } from "react";

export const APP_NAME = "Submittal Scanner";

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
