import { describe, expect, it } from "vitest";
import { framingOf, type ResponseHeaders } from "./framing";

const SHOP = "https://shop.example";
const PAGE = "https://supplier.example/kurta";

const verdict = (headers: ResponseHeaders, page = PAGE, embedder = SHOP) => framingOf(headers, page, embedder);

describe("framingOf", () => {
  it("allows a page that says nothing about framing", () => {
    expect(verdict({ "content-type": "text/html" })).toEqual({ allowed: true });
  });

  it("follows X-Frame-Options as browsers do", () => {
    expect(verdict({ "x-frame-options": "DENY" })).toEqual({ allowed: false, reason: "X-Frame-Options: DENY" });
    expect(verdict({ "x-frame-options": " deny " }).allowed).toBe(false);
    expect(verdict({ "x-frame-options": "SAMEORIGIN" })).toEqual({
      allowed: false,
      reason: "X-Frame-Options: SAMEORIGIN",
    });
    // SAMEORIGIN lets the site frame itself.
    expect(verdict({ "x-frame-options": "SAMEORIGIN" }, PAGE, "https://supplier.example").allowed).toBe(true);
    // The same value twice is one value; different values conflict and refuse.
    expect(verdict({ "x-frame-options": ["DENY", "deny"] }).allowed).toBe(false);
    expect(verdict({ "x-frame-options": "SAMEORIGIN, ALLOWALL" }).allowed).toBe(false);
    // Obsolete and unknown values are ignored, as Chromium and Firefox ignore them.
    expect(verdict({ "x-frame-options": "ALLOW-FROM https://shop.example" }).allowed).toBe(true);
    expect(verdict({ "x-frame-options": "ALLOWALL" }).allowed).toBe(true);
    expect(verdict({ "x-frame-options": "" }).allowed).toBe(true);
  });

  it("lets an enforced frame-ancestors decide, over X-Frame-Options", () => {
    expect(verdict({ "content-security-policy": "default-src 'self'; frame-ancestors 'none'" })).toEqual({
      allowed: false,
      reason: "Content-Security-Policy: frame-ancestors 'none'",
    });
    expect(verdict({ "content-security-policy": "frame-ancestors *", "x-frame-options": "DENY" }).allowed).toBe(true);
    expect(
      verdict({ "content-security-policy": "frame-ancestors 'self'", "x-frame-options": "ALLOWALL" }).allowed,
    ).toBe(false);
    // Report-only policies never block; a policy without frame-ancestors leaves it to X-Frame-Options.
    expect(verdict({ "content-security-policy-report-only": "frame-ancestors 'none'" }).allowed).toBe(true);
    expect(verdict({ "content-security-policy": "img-src *", "x-frame-options": "DENY" }).allowed).toBe(false);
  });

  it("matches frame-ancestors sources against the shop's origin", () => {
    const allowed = (sources: string, embedder = SHOP) =>
      verdict({ "content-security-policy": `frame-ancestors ${sources}` }, PAGE, embedder).allowed;
    expect(allowed("https://shop.example")).toBe(true);
    expect(allowed("https://shop.example/")).toBe(true);
    expect(allowed("https://shop.example:443")).toBe(true);
    expect(allowed("shop.example")).toBe(true);
    expect(allowed("https:")).toBe(true);
    expect(allowed("*.example")).toBe(true);
    expect(allowed("https://*")).toBe(true);
    expect(allowed("'self' https://partner.example")).toBe(false);
    expect(allowed("*.shop.example")).toBe(false);
    expect(allowed("https://shop.example:8443")).toBe(false);
    expect(allowed("https://shop.example/admin/")).toBe(false);
    expect(allowed("http:", "https://shop.example")).toBe(true);
    expect(allowed("https:", "http://localhost:4175")).toBe(false);
    expect(allowed("http://localhost:*", "http://localhost:4175")).toBe(true);
    expect(allowed("localhost", "http://localhost:4175")).toBe(false);
    expect(allowed("'none' https://shop.example")).toBe(true);
    expect(allowed("'nonce-abc' 'sha256-xyz'")).toBe(false);
  });

  it("refuses when any of several enforced policies refuses", () => {
    expect(
      verdict({ "content-security-policy": ["frame-ancestors https://shop.example", "frame-ancestors 'self'"] })
        .allowed,
    ).toBe(false);
    // Two policies in one header, comma-separated; the first frame-ancestors of a policy counts.
    expect(verdict({ "content-security-policy": "frame-ancestors *, frame-ancestors 'none'" }).allowed).toBe(false);
    expect(verdict({ "content-security-policy": "frame-ancestors *; frame-ancestors 'none'" }).allowed).toBe(true);
  });

  it("quotes at most 200 characters of the refusing header", () => {
    const long = `frame-ancestors ${"https://a.example ".repeat(30)}`;
    const result = verdict({ "content-security-policy": long });
    expect(result.allowed).toBe(false);
    expect(!result.allowed && result.reason.length).toBe(201);
  });
});
