import { describe, expect, it } from "vitest";
import { legalBackLink } from "./legal-back-link";

describe("legalBackLink", () => {
  it("goes back to the profile when signed in, to Discover otherwise", () => {
    expect(legalBackLink(true)).toEqual({ href: "/profile", label: "Back to Profile" });
    expect(legalBackLink(false)).toEqual({ href: "/", label: "Back to Discover" });
  });
});
