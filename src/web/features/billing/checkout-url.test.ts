import { describe, expect, it } from "vitest";
import { checkoutUrl } from "./checkout-url";

describe("checkoutUrl", () => {
  it("adds the buyer's id and e-mail to the hosted link, encoded", () => {
    const url = new URL(
      checkoutUrl("https://buy.stripe.com/test_abc", {
        id: "6f1c2b0e-3d4a-4c5b-9e6f-7a8b9c0d1e2f",
        email: "pm+billing@example.com",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://buy.stripe.com/test_abc");
    expect(url.searchParams.get("client_reference_id")).toBe("6f1c2b0e-3d4a-4c5b-9e6f-7a8b9c0d1e2f");
    expect(url.searchParams.get("prefilled_email")).toBe("pm+billing@example.com");
    expect(url.search).toContain("prefilled_email=pm%2Bbilling%40example.com");
  });
});
