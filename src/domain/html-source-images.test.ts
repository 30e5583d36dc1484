import { describe, expect, it } from "vitest";
import { findImageUrlsInSource } from "./html-source-images";

describe("findImageUrlsInSource", () => {
  const source = `
    <img src="https://rukminim2.flixcart.com/image/832/832/xif0q/kurta/a/m-original-imag1.jpeg?q=70">
    <div style="background:url(https://rukminim1.flixcart.com/image/416/416/kurta-2.webp)"></div>
    {"images":["https:\\/\\/rukminim2.flixcart.com\\/image\\/128\\/kurta-3.png"]}
    <a data-zoom='https://rukminim2.flixcart.com/image/832/832/xif0q/kurta/a/m-original-imag1.jpeg?q=70'>dup</a>
    <img src="https://static-assets.flixcart.com/logo.svg">
    <img src="https://rukminim2.flixcart.com/image/kurta-4.gif">
    <meta content=&quot;https://rukminim2.flixcart.com/image/kurta-5.jpg&quot;>
    plain text https://rukminim2.flixcart.com/image/unquoted.jpg here
    <img src="https://img.other.example/RUKMINIM-upper.JPG">
  `;

  it("finds quoted and parenthesised jpg/jpeg/png/webp addresses containing the term, once each", () => {
    expect(findImageUrlsInSource(source, "rukminim")).toEqual([
      "https://rukminim2.flixcart.com/image/832/832/xif0q/kurta/a/m-original-imag1.jpeg?q=70",
      "https://rukminim1.flixcart.com/image/416/416/kurta-2.webp",
      "https://rukminim2.flixcart.com/image/128/kurta-3.png",
      "https://rukminim2.flixcart.com/image/kurta-5.jpg",
      "https://img.other.example/RUKMINIM-upper.JPG",
    ]);
  });

  it("finds nothing for a blank term or a term no address contains", () => {
    expect(findImageUrlsInSource(source, "  ")).toEqual([]);
    expect(findImageUrlsInSource(source, "myntra")).toEqual([]);
  });
});
