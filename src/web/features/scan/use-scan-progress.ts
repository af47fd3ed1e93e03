// Follows one scan's progress over the WebSocket (spec §7). A malformed message or a socket error is only logged.
// The socket can miss the end (a small book may finish before it connects, or the connection can drop), so the scan
// record is also checked every few seconds and its final status is reported the same way.
import { useEffect, useRef } from "react";
import { progressMessageSchema, scanDetailSchema, type ProgressMessage } from "../../../contract/scans";
import { api } from "@/config/paths";

const STATUS_CHECK_MS = 3000;

function socketUrl(scanId: string): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${api.scanProgressSocket(scanId)}`;
}

async function fetchFinalStatus(scanId: string, signal: AbortSignal): Promise<ProgressMessage | null> {
  const res = await fetch(api.scan(scanId), { credentials: "include", signal });
  if (!res.ok) return null;
  const scan = scanDetailSchema.safeParse(await res.json());
  if (!scan.success || (scan.data.status !== "completed" && scan.data.status !== "failed")) return null;
  return { scanId, currentChunk: 1, totalChunks: 1, status: scan.data.status, message: scan.data.errorMessage ?? "" };
}

/** Calls `onMessage` for every progress message of `scanId`; stops (and closes the socket) when the screen is left. */
export function useScanProgress(scanId: string | null, onMessage: (message: ProgressMessage) => void): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    if (!scanId) return;
    let finished = false;
    const deliver = (message: ProgressMessage) => {
      if (finished) return;
      if (message.status !== "processing") finished = true;
      handler.current(message);
    };

    const socket = new WebSocket(socketUrl(scanId));
    socket.addEventListener("message", (event) => {
      try {
        const parsed = progressMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success && parsed.data.scanId === scanId) deliver(parsed.data);
        else console.warn("Ignored a malformed scan progress message", event.data);
      } catch {
        console.warn("Ignored a scan progress message that is not JSON", event.data);
      }
    });
    socket.addEventListener("error", (event) => console.warn("Scan progress connection error", event));

    const controller = new AbortController();
    const timer = window.setInterval(() => {
      fetchFinalStatus(scanId, controller.signal)
        .then((message) => message && deliver(message))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn("Scan status check failed", error);
        });
    }, STATUS_CHECK_MS);

    return () => {
      finished = true;
      window.clearInterval(timer);
      controller.abort();
      socket.close();
    };
  }, [scanId]);
}
