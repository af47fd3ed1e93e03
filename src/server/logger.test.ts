import { describe, expect, it } from "vitest";
import { chooseLogFormat } from "./logger";

describe("chooseLogFormat", () => {
  it("is readable for a person at a terminal outside production, JSON otherwise", () => {
    expect(chooseLogFormat({ requested: "auto", production: false, stdoutIsTerminal: true })).toBe("pretty");
    expect(chooseLogFormat({ requested: "auto", production: false, stdoutIsTerminal: false })).toBe("json");
    expect(chooseLogFormat({ requested: "auto", production: true, stdoutIsTerminal: true })).toBe("json");
  });

  it("does what LOG_FORMAT asks when it is not auto", () => {
    expect(chooseLogFormat({ requested: "json", production: false, stdoutIsTerminal: true })).toBe("json");
    expect(chooseLogFormat({ requested: "pretty", production: true, stdoutIsTerminal: false })).toBe("pretty");
  });
});
