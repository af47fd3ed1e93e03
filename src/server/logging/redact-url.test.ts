import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url";

describe("redactUrl", () => {
  it("hides the token of reset and verification links, however the path is spelled", () => {
    expect(redactUrl("/reset-password/abcDEF_123-xyz")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/verify-email/abcDEF_123-xyz?from=mail")).toBe("/verify-email/[redacted]?from=mail");
    expect(redactUrl("/reset%2Dpassword/abc")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/Verify-Email/abc/extra")).toBe("/Verify-Email/[redacted]/extra");
  });

  it("hides secret-looking query values and keeps the rest", () => {
    expect(redactUrl("/verify-email?token=abc&x=1")).toBe("/verify-email?token=[redacted]&x=1");
    expect(redactUrl("/billing?session_id=cs_test_1")).toBe("/billing?session_id=[redacted]");
    expect(redactUrl("/api/scans?limit=20&q=steel")).toBe("/api/scans?limit=20&q=steel");
    expect(redactUrl("/x?%74oken=abc")).toBe("/x?%74oken=[redacted]");
  });

  it("leaves other paths alone, malformed escapes included", () => {
    expect(redactUrl("/api/scans/%E0%A4%A")).toBe("/api/scans/%E0%A4%A");
    expect(redactUrl("/reset-password")).toBe("/reset-password");
  });
});
