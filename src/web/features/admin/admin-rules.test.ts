import { describe, expect, it } from "vitest";
import { addCreditsSchema, type AdminUser } from "../../../contract/admin";
import { filterUsers } from "./filter-users";
import { parseCreditsInput } from "./parse-credits-input";

function user(email: string, firstName: string | null, lastName: string | null): AdminUser {
  return {
    id: email,
    email,
    firstName,
    lastName,
    credits: 0,
    createdAt: "2026-11-22T00:00:00.000Z",
    totalScans: 0,
    successfulScans: 0,
    failedScans: 0,
    totalPayments: 0,
  };
}

describe("filterUsers", () => {
  const users = [
    user("ann@acme.test", "Ann", "Lee"),
    user("bob@build.test", null, null),
    user("cy@acme.test", "Cy", "Bobson"),
  ];

  it("matches e-mail, first and last name without regard to case", () => {
    expect(filterUsers(users, "ACME").map((u) => u.email)).toEqual(["ann@acme.test", "cy@acme.test"]);
    expect(filterUsers(users, "bob").map((u) => u.email)).toEqual(["bob@build.test", "cy@acme.test"]);
    expect(filterUsers(users, "ann").map((u) => u.email)).toEqual(["ann@acme.test"]);
  });

  it("returns everyone for a blank search and no one for a miss", () => {
    expect(filterUsers(users, "  ")).toHaveLength(3);
    expect(filterUsers(users, "zed")).toEqual([]);
  });
});

describe("add-credits input", () => {
  it("reads the number field as typed (a fraction stays one, for the schema to refuse) and leaves an empty field undefined", () => {
    expect(parseCreditsInput("12")).toBe(12);
    expect(parseCreditsInput("7.9")).toBe(7.9);
    expect(parseCreditsInput("")).toBeUndefined();
  });

  it("gives the spec's messages", () => {
    const messages = (v: unknown) =>
      addCreditsSchema.safeParse(v).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages({ userId: "", credits: parseCreditsInput(""), reason: "" })).toEqual([
      "userId: User ID is required",
      "credits: Credits amount is required",
      "reason: Reason is required for audit trail",
    ]);
    expect(messages({ userId: "u1", credits: parseCreditsInput("0"), reason: "r" })).toEqual([
      "credits: Credits must be at least 1",
    ]);
    expect(messages({ userId: "u1", credits: parseCreditsInput("3"), reason: "goodwill" })).toEqual([]);
  });
});
