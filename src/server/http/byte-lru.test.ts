import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

describe("ByteLru", () => {
  it("evicts the least recently used values once their bytes pass the cap", () => {
    const lru = new ByteLru<string, string>(100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now newer than b
    lru.set("c", "C", 40); // 120 B: b goes
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
    expect(lru.get("c")).toBe("C");
    expect(lru.bytes).toBe(80);
    lru.set("d", "D", 90); // 170 B: a and c go, oldest first, until d fits
    expect([lru.get("a"), lru.get("c"), lru.get("d")]).toEqual([undefined, undefined, "D"]);
    expect(lru.bytes).toBe(90);
    expect(lru.size).toBe(1);
  });

  it("counts a replaced value once, and keeps nothing larger than the cap", () => {
    const lru = new ByteLru<string, string>(100);
    lru.set("a", "small", 10);
    lru.set("a", "larger", 60);
    expect(lru.bytes).toBe(60);
    expect(lru.get("a")).toBe("larger");

    lru.set("b", "B", 30);
    lru.set("a", "too big", 101); // refused, and the old value of a is gone with it; b stays
    expect(lru.get("a")).toBeUndefined();
    expect(lru.get("b")).toBe("B");
    expect(lru.bytes).toBe(30);

    lru.delete("b");
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
  });

  it("keeps nothing with a cap of 0", () => {
    const lru = new ByteLru<string, string>(0);
    lru.set("a", "A", 1);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});
