// Who the Submittal Manager is when the user has not chosen one: the user's first and last name, else the e-mail.
import { describe, expect, it } from "vitest";
import { defaultSubmittalManager } from "./use-export-settings";

const email = "dana@example.com";

describe("defaultSubmittalManager", () => {
  it("is the user's first and last name", () => {
    expect(defaultSubmittalManager({ firstName: "Dana", lastName: "Reyes", email })).toBe("Dana Reyes");
    expect(defaultSubmittalManager({ firstName: " Dana ", lastName: null, email })).toBe("Dana");
  });

  it("is the e-mail when the user gave no name", () => {
    expect(defaultSubmittalManager({ firstName: null, lastName: null, email })).toBe(email);
    expect(defaultSubmittalManager({ firstName: " ", lastName: "", email })).toBe(email);
  });

  it("is blank before the user is known", () => {
    expect(defaultSubmittalManager(null)).toBe("");
  });
});
