import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToasterToast } from "./use-toast";

const t = (id: string): ToasterToast => ({ id, title: id, open: true });

describe("toast state", () => {
  it("keeps at most one toast, the newest", () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: t("a") }), {
      type: "ADD_TOAST",
      toast: t("b"),
    });
    expect(state.toasts.map((x) => x.id)).toEqual(["b"]);
  });

  it("closes a dismissed toast but keeps it mounted until the long removal delay", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const open = { toasts: [t("a")] };
    const dismissed = toastReducer(open, { type: "DISMISS_TOAST", toastId: "a" });
    expect(dismissed.toasts).toEqual([{ ...t("a"), open: false }]);
    expect(toastReducer(dismissed, { type: "REMOVE_TOAST", toastId: "a" }).toasts).toEqual([]);
  });
});
