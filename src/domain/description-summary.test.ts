import { describe, it, expect } from "vitest";
import {
  FALLBACK_MAX_LENGTH,
  FALLBACK_MIN_LENGTH,
  MATERIAL_WORDS,
  MAX_SUMMARY_SNIPPETS,
  splitSnippets,
  stripMarkup,
  summarizeDescription,
  truncateAtWord,
} from "./description-summary";

describe("constants", () => {
  it("match the spec", () => {
    expect(MAX_SUMMARY_SNIPPETS).toBe(2);
    expect(FALLBACK_MIN_LENGTH).toBe(10);
    expect(FALLBACK_MAX_LENGTH).toBe(150);
  });
});

describe("summarizeDescription", () => {
  it("is empty for empty or blank input", () => {
    expect(summarizeDescription("")).toBe("");
    expect(summarizeDescription("   \n\t ")).toBe("");
    expect(summarizeDescription("<p> </p>")).toBe("");
  });

  it("picks the sentence that names the fabric", () => {
    expect(
      summarizeDescription("A stunning outfit for every festive occasion. Crafted in pure georgette. Ships fast."),
    ).toBe("Crafted in pure georgette.");
  });

  it("recognises every listed fabric, in any case", () => {
    for (const word of MATERIAL_WORDS) {
      const upper = word.toUpperCase();
      expect(summarizeDescription(`Lovely piece for you. Made of ${upper} throughout. Order now.`), word).toBe(
        `Made of ${upper} throughout.`,
      );
    }
  });

  it("recognises care instructions in their usual spellings", () => {
    for (const care of [
      "hand wash",
      "Hand-wash",
      "handwash",
      "machine wash",
      "Machine washable",
      "dry clean",
      "Dry-clean",
      "dry cleaning",
    ]) {
      expect(summarizeDescription(`Perfect for weddings. ${care} only. Order now.`), care).toBe(`${care} only.`);
    }
  });

  it("matches fabric names as whole words only", () => {
    const text = "Shop it on the internet today. Store it in a cabinet when done.";
    expect(summarizeDescription(text)).toBe("Shop it on the internet today.");
    expect(summarizeDescription("Silky smooth feel all day. Great fit.")).toBe("Silky smooth feel all day.");
  });

  it("keeps at most two snippets, in their original order", () => {
    expect(
      summarizeDescription("Beautiful kurta. Fabric: cotton. Lining: silk. Dupatta: chiffon. Dry clean only."),
    ).toBe("Fabric: cotton. Lining: silk.");
  });

  it("combines a fabric snippet with a care snippet", () => {
    expect(summarizeDescription("Festive wear. Soft rayon blend. Fits true to size. Hand wash cold.")).toBe(
      "Soft rayon blend. Hand wash cold.",
    );
  });

  it("splits list-style descriptions on line breaks, bars, semicolons and bullets", () => {
    expect(summarizeDescription("Kurta set\nFabric - Cotton\nCare - Hand wash")).toBe(
      "Fabric - Cotton. Care - Hand wash.",
    );
    expect(summarizeDescription("Colour: red | Fabric: Satin | Work: zari")).toBe("Fabric: Satin.");
    expect(summarizeDescription("Colour: red; Fabric: Linen; Fit: relaxed")).toBe("Fabric: Linen.");
    expect(summarizeDescription("• Colour: blue • Fabric: Velvet • Fit: regular")).toBe("Fabric: Velvet.");
  });

  it("drops list markers at the start of a line", () => {
    expect(summarizeDescription("Details\n- Fabric: crepe\n* Care: dry clean")).toBe("Fabric: crepe. Care: dry clean.");
  });

  it("keeps a snippet's own end punctuation", () => {
    expect(summarizeDescription("Is it silk? Yes! Pure silk!")).toBe("Is it silk? Pure silk!");
  });

  it("does not repeat the same snippet twice", () => {
    expect(summarizeDescription("Pure cotton. Lovely. pure COTTON. Machine wash.")).toBe("Pure cotton. Machine wash.");
  });

  it("shortens a very long material sentence", () => {
    const long = `Made of cotton ${"with lovely detailing ".repeat(12)}and more.`;
    const summary = summarizeDescription(long);
    expect(summary.startsWith("Made of cotton with lovely detailing")).toBe(true);
    expect(summary.endsWith("…")).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(FALLBACK_MAX_LENGTH + 1);
  });

  describe("fallback without material or care words", () => {
    it("uses the first sentence when it is 10 to 150 characters", () => {
      expect(summarizeDescription("A bright festive outfit. Made for parties.")).toBe("A bright festive outfit.");
    });

    it("accepts a first sentence of exactly 10 and exactly 150 characters", () => {
      const ten = "Abcdefghi.";
      expect(ten).toHaveLength(10);
      expect(summarizeDescription(`${ten} Second sentence here.`)).toBe(ten);
      const oneFifty = `${"word ".repeat(29)}abcd.`;
      expect(oneFifty).toHaveLength(150);
      expect(summarizeDescription(`${oneFifty} Next.`)).toBe(oneFifty);
    });

    it("falls back to the start of the whole text when the first sentence is under 10 characters", () => {
      expect(summarizeDescription("Wow! A bright festive outfit for parties.")).toBe(
        "Wow! A bright festive outfit for parties.",
      );
      const nine = "Abcdefgh.";
      const rest = " More words follow here".repeat(10);
      const summary = summarizeDescription(nine + rest);
      expect(summary.startsWith("Abcdefgh. More words")).toBe(true);
      expect(summary.endsWith("…")).toBe(true);
    });

    it("truncates a first sentence over 150 characters at a word boundary", () => {
      const long = `${"festive ".repeat(20)}end.`; // 164 characters, no fabric words
      const summary = summarizeDescription(long);
      expect(summary).toBe(`${"festive ".repeat(17)}festive…`); // 18 whole words, 143 characters
      expect(summary.length).toBeLessThanOrEqual(FALLBACK_MAX_LENGTH + 1);
    });

    it("keeps a short text that is one long word as is", () => {
      expect(summarizeDescription("Gorgeous")).toBe("Gorgeous");
    });
  });

  it("ignores markup and reads entities", () => {
    expect(
      summarizeDescription("<p>Festive look.</p><ul><li>Fabric: <b>Organza</b></li><li>Care: Dry&nbsp;clean</li></ul>"),
    ).toBe("Fabric: Organza. Care: Dry clean.");
    expect(summarizeDescription("<script>alert('silk')</script><p>Bright &amp; bold outfit.</p>")).toBe(
      "Bright & bold outfit.",
    );
  });
});

describe("stripMarkup", () => {
  it("turns block tags into line breaks and inline tags into spaces", () => {
    expect(stripMarkup("<p>One</p><p>Two<br/>Three</p>")).toBe("\nOne\n\nTwo\nThree\n");
    expect(stripMarkup("a<span class='x'>b</span>c")).toBe("a b c");
  });

  it("removes scripts, styles and comments with their content", () => {
    expect(stripMarkup("a<script type='x'>bad()</script>b<style>p{}</style>c<!-- note -->d")).toBe("a b c d");
  });

  it("leaves a lone less-than sign alone", () => {
    expect(stripMarkup("waist < 40 and > 30")).toBe("waist < 40 and > 30");
  });

  it("decodes named and numeric entities", () => {
    expect(stripMarkup("&lt;b&gt; &amp; &quot;x&quot; &apos;y&#39; &#x41;&#66; &NBSP;z")).toBe(`<b> & "x" 'y' AB  z`);
  });

  it("leaves unknown or invalid entities as written", () => {
    expect(stripMarkup("&unknown; &#0; &#x110000;")).toBe("&unknown; &#0; &#x110000;");
  });
});

describe("splitSnippets", () => {
  it("splits after sentence punctuation followed by space, keeping the punctuation", () => {
    expect(splitSnippets("One. Two! Three? Four")).toEqual(["One.", "Two!", "Three?", "Four"]);
  });

  it("does not split inside numbers", () => {
    expect(splitSnippets("Length 2.5 m. Width 1.1 m.")).toEqual(["Length 2.5 m.", "Width 1.1 m."]);
  });

  it("collapses inner whitespace and drops empty pieces", () => {
    expect(splitSnippets("  a   b \n\n | ; c ")).toEqual(["a b", "c"]);
  });
});

describe("truncateAtWord", () => {
  it("returns short text unchanged", () => {
    expect(truncateAtWord("hello world", 11)).toBe("hello world");
  });

  it("cuts at the last space when the limit falls inside a word", () => {
    expect(truncateAtWord("hello wonderful world", 10)).toBe("hello…");
  });

  it("keeps a whole word that ends exactly at the limit", () => {
    expect(truncateAtWord("hello world again", 11)).toBe("hello world…");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncateAtWord("hello, world again", 8)).toBe("hello…");
  });

  it("hard-cuts a single word longer than the limit", () => {
    expect(truncateAtWord("abcdefghijkl", 5)).toBe("abcde…");
  });
});
