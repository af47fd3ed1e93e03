// Which files of the open log were saved elsewhere since this window loaded them (the ETag it holds is stale), known
// before the next save: a window of the same browser that saves says so at once (BroadcastChannel), and the server's
// tag is read with a HEAD request (headers only) when the window comes back into view and every few seconds while
// it is shown.
import { useEffect, useMemo, useState } from "react";
import { registerETag } from "../../../../contract/register-etag";
import type { ExtractedData } from "../../../../contract/submittal";
import { api } from "@/config/paths";

export const STALE_CHECK_MS = 20_000;
const CHANNEL = "submittal-register-saved";
/** Tells this window's own announcements apart from other windows'. */
const WINDOW_ID = Math.random().toString(36).slice(2);

type SavedMessage = { from: string; scanId: string; etag: string };
type StoredFile = { scanId: string; data: ExtractedData };

const tags = new WeakMap<ExtractedData, Promise<string | null>>();
/** The tag of a stored register, computed once per version (null where the browser offers no hashing). */
export function heldETag(data: ExtractedData): Promise<string | null> {
  let tag = tags.get(data);
  if (!tag) {
    tag = registerETag(data).catch(() => null);
    tags.set(data, tag);
  }
  return tag;
}

/** After a save: other windows of this browser showing the file learn that their version is stale. */
export function announceSavedRegister(scanId: string, etag: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ from: WINDOW_ID, scanId, etag } satisfies SavedMessage);
  channel.close();
}

async function serverETag(scanId: string): Promise<string | null> {
  try {
    const res = await fetch(api.scan(scanId), { method: "HEAD", cache: "no-store", credentials: "include" });
    return res.ok ? res.headers.get("etag") : null;
  } catch {
    return null; // offline for a moment: the next check tells
  }
}

/** Ids of the files whose latest saved version is not the one shown. */
export function useStaleRegisters(files: readonly StoredFile[]): ReadonlySet<string> {
  // Latest tag seen per file, remembered with the register it was compared with: a new stored version starts afresh.
  const [latest, setLatest] = useState<ReadonlyMap<string, { data: ExtractedData; etag: string; held: string }>>(
    new Map(),
  );
  useEffect(() => {
    let cancelled = false;
    const held = new Map<string, string>();
    const note = (file: StoredFile, etag: string) => {
      const own = held.get(file.scanId);
      if (cancelled || own === undefined) return;
      setLatest((current) => {
        const previous = current.get(file.scanId);
        if (previous?.data === file.data && previous.etag === etag) return current;
        return new Map(current).set(file.scanId, { data: file.data, etag, held: own });
      });
    };
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      for (const file of files) {
        if (!held.has(file.scanId)) continue;
        const etag = await serverETag(file.scanId);
        if (etag) note(file, etag);
      }
    };
    const onMessage = (event: MessageEvent<SavedMessage>) => {
      const message = event.data;
      const file = files.find((f) => f.scanId === message.scanId);
      if (file && message.from !== WINDOW_ID) note(file, message.etag);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const onFocus = () => void check();
    void Promise.all(files.map(async (f) => [f.scanId, await heldETag(f.data)] as const)).then((pairs) => {
      for (const [scanId, tag] of pairs) if (tag) held.set(scanId, tag);
    });
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener("message", onMessage);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    const timer = window.setInterval(() => void check(), STALE_CHECK_MS);
    return () => {
      cancelled = true;
      channel?.close();
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(timer);
    };
  }, [files]);
  return useMemo(() => {
    const stale = new Set<string>();
    for (const file of files) {
      const seen = latest.get(file.scanId);
      if (seen && seen.data === file.data && seen.etag !== seen.held) stale.add(file.scanId);
    }
    return stale;
  }, [files, latest]);
}
