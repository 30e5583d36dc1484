import { describe, expect, it } from "vitest";
import { checkPricingTableEmbed, PRICING_TABLE_PROBLEMS, parsePricingTableEmbed } from "./pricing-table";

const good = `<script async src="https://js.stripe.com/v3/pricing-table.js"></script>
<stripe-pricing-table pricing-table-id="prctbl_1Pabc234DEF567ghi"
publishable-key="pk_test_51Habc234DEF567ghiJKL">
</stripe-pricing-table>`;

describe("parsePricingTableEmbed", () => {
  it("keeps only the pricing table id and publishable key", () => {
    expect(parsePricingTableEmbed(good)).toEqual({
      pricingTableId: "prctbl_1Pabc234DEF567ghi",
      publishableKey: "pk_test_51Habc234DEF567ghiJKL",
    });
  });

  it("accepts single quotes, no script tag and live keys", () => {
    const code = `<stripe-pricing-table publishable-key='pk_live_abcdefgh12' pricing-table-id='prctbl_abcdefgh12'></stripe-pricing-table>`;
    expect(parsePricingTableEmbed(code)).toEqual({
      pricingTableId: "prctbl_abcdefgh12",
      publishableKey: "pk_live_abcdefgh12",
    });
  });

  it.each([
    ["nothing", ""],
    ["null", null],
    ["no pricing table element", `<script src="https://js.stripe.com/v3/pricing-table.js"></script>`],
    ["a missing id", good.replace(/pricing-table-id="[^"]*"/, "")],
    ["a missing key", good.replace(/publishable-key="[^"]*"/, "")],
    ["a secret key instead of a publishable one", good.replace("pk_test_", "sk_test_")],
    ["markup smuggled into the id", good.replace("prctbl_1Pabc234DEF567ghi", 'prctbl_1"><img src=x onerror=alert(1)>')],
    ["a script from elsewhere", `${good}<script src="https://evil.example/x.js"></script>`],
    [
      "a look-alike Stripe script",
      good.replace(
        "https://js.stripe.com/v3/pricing-table.js",
        "https://js.stripe.com.evil.example/v3/pricing-table.js",
      ),
    ],
  ])("refuses %s", (_label, code) => {
    expect(parsePricingTableEmbed(code)).toBeNull();
  });
});

describe("checkPricingTableEmbed", () => {
  it("says why a code is refused", () => {
    expect(checkPricingTableEmbed(good)).toEqual({ ok: true, embed: parsePricingTableEmbed(good) });
    expect(checkPricingTableEmbed("<div>hello</div>")).toEqual({
      ok: false,
      problem: PRICING_TABLE_PROBLEMS.noElement,
    });
    expect(checkPricingTableEmbed(`${good}<script src="https://evil.example/x.js"></script>`)).toEqual({
      ok: false,
      problem: PRICING_TABLE_PROBLEMS.otherScript,
    });
    expect(checkPricingTableEmbed(`${good}<script>alert(1)</script>`)).toEqual({
      ok: false,
      problem: PRICING_TABLE_PROBLEMS.otherScript,
    });
    expect(checkPricingTableEmbed(good.replace(/pricing-table-id="[^"]*"/, ""))).toEqual({
      ok: false,
      problem: PRICING_TABLE_PROBLEMS.badId,
    });
    expect(checkPricingTableEmbed(good.replace("pk_test_", "sk_test_"))).toEqual({
      ok: false,
      problem: PRICING_TABLE_PROBLEMS.badKey,
    });
  });
});
