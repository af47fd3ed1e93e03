// Follows the progress of every scan of an upload over the WebSocket (product §7), one socket per scan. A malformed
// message or a socket error is only logged. A socket can miss the end (a small book may finish before it connects, or
// the connection can drop), so each unfinished scan's record is also checked every few seconds and its final status
// is reported the same way. Each scan's final message is delivered once.
import { useEffect, useRef } from "react";
import { progressMessageSchema, scanDetailSchema, type ProgressMessage } from "../../../contract/scans";
import { api } from "@/config/paths";
import { readAnswer } from "@/lib/api-client";

const STATUS_CHECK_MS = 3000;

function socketUrl(scanId: string): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${api.scanProgressSocket(scanId)}`;
}

async function fetchFinalStatus(scanId: string, signal: AbortSignal): Promise<ProgressMessage | null> {
  const res = await fetch(api.scan(scanId), { credentials: "include", signal });
  if (!res.ok) return null;
  // A record this page cannot read is skipped like a failed check: the socket or the next check reports the end.
  const scan = await readAnswer(scanDetailSchema, `GET ${api.scan(scanId)}`, res).catch((error: unknown) => {
    console.warn(error);
    return null;
  });
  if (!scan || (scan.status !== "completed" && scan.status !== "failed")) return null;
  return { scanId, currentChunk: 1, totalChunks: 1, status: scan.status, message: scan.errorMessage ?? "" };
}

function openProgressSocket(scanId: string, deliver: (message: ProgressMessage) => void): WebSocket {
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
  return socket;
}

/**
 * Calls `onMessage` for every progress message of the scans in `scanIds` (a comma-separated list, so the effect
 * depends on the ids rather than on an array's identity); stops and closes the sockets when the screen is left.
 */
export function useScanProgress(scanIds: string, onMessage: (message: ProgressMessage) => void): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    const ids = scanIds.split(",").filter(Boolean);
    if (ids.length === 0) return;
    const finished = new Set<string>();
    let closed = false;
    const deliver = (message: ProgressMessage) => {
      if (closed || finished.has(message.scanId)) return;
      if (message.status !== "processing") finished.add(message.scanId);
      handler.current(message);
    };

    const sockets = ids.map((id) => openProgressSocket(id, deliver));
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      for (const id of ids) {
        if (finished.has(id)) continue;
        fetchFinalStatus(id, controller.signal)
          .then((message) => message && deliver(message))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.warn("Scan status check failed", error);
          });
      }
    }, STATUS_CHECK_MS);

    return () => {
      closed = true;
      window.clearInterval(timer);
      controller.abort();
      for (const socket of sockets) socket.close();
    };
  }, [scanIds]);
}
