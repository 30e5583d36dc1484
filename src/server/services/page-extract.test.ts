import { describe, expect, it } from "vitest";
import { IMG_TAGS_PAGE, JSON_LD_PAGE, MICRODATA_PAGE, OPEN_GRAPH_PAGE } from "./fixtures/product-pages";
import { extractProduct, extractProductFromBytes, priceText, widestSrcsetCandidate } from "./page-extract";

describe("extractProduct", () => {
  it("reads a JSON-LD Product: plain text, absolute and unique images, Imgur normalised, variant sizes", () => {
    expect(extractProduct(JSON_LD_PAGE, "https://www.shop.test/products/chanderi?ref=x")).toEqual({
      title: "Chanderi Silk Kurta & Dupatta",
      description: "Handwoven chanderi with gota trim.",
      price: "1299.00",
      sizes: ["S", "M", "L"],
      images: [
        "https://www.shop.test/media/kurta-front.jpg",
        "https://cdn.shop.test/media/kurta-back.jpg",
        "https://i.imgur.com/AbC123x.jpg",
      ],
      productId: "CHN-204",
    });
  });

  it("reads Open Graph: protocol-relative images made absolute, the product price tag", () => {
    expect(extractProduct(OPEN_GRAPH_PAGE, "https://shop.test/saree")).toEqual({
      title: "Banarasi Saree — Crimson",
      description: "Pure silk with zari border.",
      price: "89.50",
      sizes: [],
      images: ["https://img.shop.test/saree-1.jpg", "https://img.shop.test/saree-2.jpg"],
      productId: null,
    });
  });

  it("falls back to <img> tags: widest srcset, lazy sources, <base>, no logos, icons, pixels or data URIs", () => {
    expect(extractProduct(IMG_TAGS_PAGE, "https://shop.test/kurta")).toEqual({
      title: "Linen Kurta | Shop",
      description: "",
      price: "",
      sizes: ["S", "M"],
      images: [
        "https://static.shop.test/p/kurta-1200.jpg",
        "https://static.shop.test/p/kurta-side.webp",
        "https://static.shop.test/p/kurta-back@2x.avif",
        "https://static.shop.test/p/kurta-back.jpg",
        "https://static.shop.test/p/kurta-400.jpg?v=2",
      ],
      productId: null,
    });
  });

  it("reads microdata", () => {
    expect(extractProduct(MICRODATA_PAGE, "https://shop.test/kids")).toEqual({
      title: "Kids Lehenga",
      description: "Twirl-ready.",
      price: "29.90",
      sizes: [],
      images: ["https://shop.test/kids/lehenga.jpg"],
      productId: "KDS-9",
    });
  });

  it("prefers JSON-LD over Open Graph over the title, and skips JSON-LD it cannot parse", () => {
    const page = `<html><head><title>T</title><meta property="og:title" content="OG">
      <script type="application/ld+json">{broken</script>
      <script type="application/ld+json">{"@type":"Product","name":"LD","offers":{"@type":"AggregateOffer","lowPrice":12}}</script>
      </head></html>`;
    expect(extractProduct(page, "https://shop.test/")).toMatchObject({ title: "LD", price: "12.00" });
  });

  it("decodes the bytes by the declared charset", () => {
    const latin1 = Buffer.from("<html><head><title>Caf\xe9 Kurta</title></head></html>", "latin1");
    expect(extractProductFromBytes(latin1, "text/html; charset=ISO-8859-1", "https://shop.test/").title).toBe(
      "Café Kurta",
    );
    const sniffed = Buffer.from('<meta charset="windows-1252"><title>Caf\xe9</title>', "latin1");
    expect(extractProductFromBytes(sniffed, "text/html", "https://shop.test/").title).toBe("Café");
  });
});

describe("priceText", () => {
  it.each([
    ["1,299.00", "1299.00"],
    ["₹1,299", "1299.00"],
    ["49,99 €", "49.99"],
    ["1.299,00", "1299.00"],
    [29.9, "29.90"],
    ["$ 12", "12.00"],
    ["free", ""],
    ["0", ""],
  ])("%j is %j", (value, expected) => {
    expect(priceText(value)).toBe(expected);
  });
});

describe("widestSrcsetCandidate", () => {
  it("takes the widest or densest candidate", () => {
    expect(widestSrcsetCandidate("a.jpg 400w, b.jpg 1200w, c.jpg 800w")).toBe("b.jpg");
    expect(widestSrcsetCandidate("a.jpg, b.jpg 2x")).toBe("b.jpg");
    expect(widestSrcsetCandidate("https://x.test/w_400,h_600/a.jpg 400w")).toBe("https://x.test/w_400,h_600/a.jpg");
  });
});
