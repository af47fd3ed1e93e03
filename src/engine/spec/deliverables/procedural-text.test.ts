import { describe, expect, it } from "vitest";
import { isProcedural } from "./procedural-text";

describe("isProcedural", () => {
  it("reads 'submit in accordance with Section …' as procedure, also when it says to whom", () => {
    expect(isProcedural("Submit in accordance with Section 01 33 23, SHOP DRAWINGS, PRODUCT DATA, AND SAMPLES.")).toBe(
      true,
    );
    expect(
      isProcedural(
        "Submit to the //Resident Engineer// //COR// in accordance with Section 01 33 23, SHOP DRAWINGS, PRODUCT DATA, AND SAMPLES.",
      ),
    ).toBe(true);
    expect(isProcedural("Submit to the Architect in accordance with Section 01 33 00.")).toBe(true);
  });

  it("keeps a request that names what it sends a request", () => {
    expect(isProcedural("Submit shop drawings to the Architect in accordance with Section 01 33 00.")).toBe(false);
    expect(isProcedural("Product Data: For each type of product.")).toBe(false);
  });
});
