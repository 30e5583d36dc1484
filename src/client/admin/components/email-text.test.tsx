import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

describe("EmailText", () => {
  it("offers a line break before the @ and each dot, and nowhere inside a name", () => {
    expect(renderToStaticMarkup(<EmailText email="meera.das@example.co.in" />)).toBe(
      '<span class="break-words">meera<wbr/>.das<wbr/>@example<wbr/>.co<wbr/>.in</span>',
    );
  });
});
