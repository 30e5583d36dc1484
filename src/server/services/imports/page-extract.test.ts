import { describe, expect, it } from "vitest";
import {
  AMAZON_STYLE_PAGE,
  BRANDED_TITLE_PAGE,
  DATA_PRICE_PAGE,
  IMG_TAGS_PAGE,
  ITEMPROP_PRICE_PAGE,
  JSON_LD_PAGE,
  lateCharsetPage,
  MICRODATA_PAGE,
  NO_LONGER_AVAILABLE_PAGE,
  OPEN_GRAPH_PAGE,
  OTHER_PRODUCTS_PRICES_PAGE,
  PHOTO_SIZES_PAGE,
  PRICE_SPECIFICATION_PAGE,
  SALE_IN_META_PAGE,
  SIZE_BUTTONS_PAGE,
  SIZE_RADIO_BUTTONS_PAGE,
  SIZE_RADIOS_PAGE,
  SIZE_SWATCHES_PAGE,
  TWO_CURRENCIES_PAGE,
  VISIBLE_SALE_PRICE_PAGE,
} from "./fixtures/product-pages";
import * as H from "./fixtures/hidden-data-pages";
import { currencyOfText, extractProduct, extractProductFromBytes, priceText, withoutBranding } from "./page-extract";

describe("extractProduct", () => {
  it("reads a JSON-LD Product: plain text, absolute and unique images, Imgur normalised, variant sizes", () => {
    expect(extractProduct(JSON_LD_PAGE, "https://www.shop.test/products/chanderi?ref=x")).toEqual({
      title: "Chanderi Silk Kurta & Dupatta",
      description: "Handwoven chanderi with gota trim.",
      price: "1299.00",
      currency: "INR",
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
      currency: "",
      sizes: [],
      images: ["https://img.shop.test/saree-1.jpg", "https://img.shop.test/saree-2.jpg"],
      productId: null,
    });
  });

  it("falls back to <img> tags: widest srcset, lazy sources, <base>, no logos, icons, pixels or data URIs", () => {
    expect(extractProduct(IMG_TAGS_PAGE, "https://shop.test/kurta")).toEqual({
      title: "Linen Kurta",
      description: "",
      price: "",
      currency: "",
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
      currency: "",
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

describe("the title: the product's own name, not the site's", () => {
  it("is the product's <h1> (the one <title> contains) before og:title and <title>, never a header's or a dialog's", () => {
    expect(extractProduct(BRANDED_TITLE_PAGE, "https://shop.test/p/1").title).toBe("Chikankari Kurta");
  });

  it("is the Amazon-style page's heading, not its branded <title>", () => {
    expect(extractProduct(AMAZON_STYLE_PAGE, "https://www.amazon.test/dp/1").title).toBe("Gorilla Duct Tape, Black");
  });

  it("is the microdata name before any heading", () => {
    const page = MICRODATA_PAGE.replace("<body>", "<body><h1>Festive Sale</h1>");
    expect(extractProduct(page, "https://shop.test/kids").title).toBe("Kids Lehenga");
  });
});

describe("the price: what the shopper pays", () => {
  const priceOf = (page: string) => extractProduct(page, "https://shop.test/p").price;

  it("is the sale price where structured data states a list price and a sale price in one currency", () => {
    expect(priceOf(SALE_IN_META_PAGE)).toBe("120.00");
    expect(priceOf(PRICE_SPECIFICATION_PAGE)).toBe("1499.00");
  });

  it("is the first structured price when the others are in another currency", () => {
    expect(priceOf(TWO_CURRENCIES_PAGE)).toBe("43.90");
  });

  it("is the visible sale price beside the title, not the struck-through list price, a saving or another product's", () => {
    expect(priceOf(VISIBLE_SALE_PRICE_PAGE)).toBe("117.00");
    expect(priceOf(BRANDED_TITLE_PAGE)).toBe("34.50");
  });

  it("reads data-price and itemprop=price", () => {
    expect(priceOf(DATA_PRICE_PAGE)).toBe("24.50");
    expect(priceOf(ITEMPROP_PRICE_PAGE)).toBe("12.00");
  });

  it("is Amazon's price to pay, not its list price", () => {
    expect(priceOf(AMAZON_STYLE_PAGE)).toBe("12.48");
  });

  it("is none when the product's price block states none, or only other products' prices are near", () => {
    expect(priceOf(NO_LONGER_AVAILABLE_PAGE)).toBe("");
    expect(priceOf(OTHER_PRODUCTS_PRICES_PAGE)).toBe("");
  });
});

describe("the photos: the main product photo first", () => {
  it("takes Amazon's hi-res landing image first and drops tiny thumbnails, banners and logos", () => {
    expect(extractProduct(AMAZON_STYLE_PAGE, "https://www.amazon.test/dp/1").images).toEqual([
      "https://m.media.test/images/I/91WVWYPWe5L._AC_SL1500_.jpg",
      "https://m.media.test/images/I/51Mb._AC_SS390_.jpg",
    ]);
  });

  it("keeps one copy of each photo at its largest size, https first, resolves <base>, hidden menus last", () => {
    expect(extractProduct(PHOTO_SIZES_PAGE, "https://shop.test/products/cover").images).toEqual([
      "https://shop.test/cdn/shop/files/cover.jpg?v=9",
      "https://cdn.shop.test/media/side-2000.jpg",
      "https://shop.test/p/back.jpg?sw=1000",
      "https://shop.test/menu/flyout-sale.jpg",
    ]);
  });
});

describe("the sizes: from radio groups and button groups named for sizes, not only <select>", () => {
  const sizesOf = (page: string) => extractProduct(page, "https://shop.test/p").sizes;

  it("reads radios whose name says size, by value or label (without screen-reader-only words)", () => {
    expect(sizesOf(SIZE_RADIOS_PAGE)).toEqual(["XS", "S", "M"]);
  });

  it("reads a group of buttons labelled Sizes by their text", () => {
    expect(sizesOf(SIZE_BUTTONS_PAGE)).toEqual(["44", "46"]);
  });

  it("reads a fieldset whose legend says Size by its swatches' values", () => {
    expect(sizesOf(SIZE_SWATCHES_PAGE)).toEqual(["7 b", "7.5 b"]);
  });

  it("reads a group titled Size by its radio buttons, not its size-chart button", () => {
    expect(sizesOf(SIZE_RADIO_BUTTONS_PAGE)).toEqual(["Small", "X-Large"]);
  });
});

describe("the character set", () => {
  it("is the page's <meta charset> anywhere in its <head>, even after 1024 bytes", () => {
    for (const charset of ["utf-8", "windows-1252"] as const)
      expect([
        charset,
        extractProductFromBytes(lateCharsetPage(charset), "text/html", "https://shop.test/").title,
      ]).toEqual([charset, "Café Paños"]);
  });

  it("is the response's when it names one", () => {
    const page = lateCharsetPage("windows-1252");
    expect(extractProductFromBytes(page, "text/html; charset=windows-1252", "https://shop.test/").title).toBe(
      "Café Paños",
    );
  });
});

describe("pages that break assumptions", () => {
  it("extract without throwing: odd ids, broken attributes, bad escapes in addresses, no <head> or <body>", () => {
    const pages = [
      `<div role="group" aria-labelledby='a"b c\\d'><button>S</button></div><span id='a"b'>Size</span>`,
      `<input type="radio" id='x"y' name="size"><label for='x"y'>M</label>`,
      `<img data-a-dynamic-image="{broken" src="/a%ZZ_40x40.jpg"><img data-a-dynamic-image="null" src="/b.jpg">`,
      `<script type="application/ld+json">{"@type":"Product","name":{"x":1},"offers":[null,{"price":{}}],"image":[null,{}]}</script>`,
      `<h1></h1><span class="price">—</span><base href="http://[bad">`,
      "",
    ];
    for (const page of pages) expect(() => extractProduct(page, "https://shop.test/p")).not.toThrow();
    expect(extractProduct(pages[0], "https://shop.test/p").sizes).toEqual(["S"]);
    expect(extractProduct(pages[1], "https://shop.test/p").sizes).toEqual(["M"]);
  });
});

describe("pages that hide their data (structured data nested or broken, shop JSON, script state)", () => {
  const read = (html: string, url = "https://shop.test/p") => extractProduct(html, url);

  it("finds a Product inside an Offer's itemOffered in a mainEntity in an @graph, with its offer's price", () => {
    const product = read(H.ITEM_OFFERED_PAGE);
    expect([product.title, product.price, product.currency, product.images[0]]).toEqual([
      "Vestido de lino",
      "29.90",
      "EUR",
      "https://shop.test/img/vestido.jpg",
    ]);
  });

  it("finds a Product as a BuyAction's object, priced by the action", () => {
    const product = read(H.BUY_ACTION_PAGE);
    expect([product.title, product.price, product.currency]).toEqual(["Camisa de algodão", "149.90", "BRL"]);
  });

  it("reads JSON-LD with a raw line break in a string, a missing comma and a trailing comma", () => {
    const product = read(H.BROKEN_JSON_LD_PAGE);
    expect([product.title, product.description, product.price]).toEqual([
      "Strickjacke Anna",
      "Weiche Wolle.\nHandwäsche.",
      "1299.00",
    ]);
  });

  it("reads microdata's price from its content attribute, with its currency", () => {
    const product = read(H.MICRODATA_CONTENT_PAGE);
    expect([product.title, product.price, product.currency]).toEqual(["Giacca in velluto", "89.00", "EUR"]);
  });

  it("reads Shopify's product JSON: the first variant's price in cents over og:price, its Taille option's sizes", () => {
    const product = read(H.SHOPIFY_PRODUCT_JSON_PAGE);
    expect([product.price, product.currency, product.sizes, product.images[0]]).toEqual([
      "1299.00",
      "INR",
      ["S", "M", "Tester"],
      "https://cdn.shop.test/anarkali.jpg",
    ]);
  });

  it("takes the variant the address selects", () => {
    expect(read(H.SHOPIFY_META_PAGE, "https://shop.test/products/noor?variant=93").price).toBe("49.00");
  });

  it("reads ShopifyAnalytics' meta product: the first variant's price, sizes from the variants' titles", () => {
    const product = read(H.SHOPIFY_META_PAGE);
    expect([product.title, product.price, product.sizes]).toEqual(["Kaftan Noor", "45.00", ["S", "M", "XL"]]);
  });

  it("reads a script-rendered page's window.__STATE__: the selling price, not the MRP, and its sizes", () => {
    const product = read(H.SCRIPT_STATE_PAGE);
    expect([product.title, product.price, product.currency, product.sizes, product.images]).toEqual([
      "Sukienka midi",
      "199.99",
      "PLN",
      ["S", "M", "L"],
      ["https://sklep.test/sukienka.jpg"],
    ]);
  });
});

describe("the price the buy box shows, in the page's writing", () => {
  it("is the buy box's when og:price and JSON-LD disagree, not the cheaper tester", () => {
    const product = extractProduct(H.DISAGREEING_PRICES_PAGE, "https://shop.test/attar");
    expect([product.price, product.currency]).toEqual(["1299.00", "INR"]);
  });

  it("reads Rs. 209 as rupees", () => {
    const product = extractProduct(H.RUPEES_PAGE, "https://shop.test/dupatta");
    expect([product.price, product.currency]).toEqual(["209.00", "INR"]);
  });

  it.each([
    ["29,90", "29.90"],
    ["1.299,00", "1299.00"],
    ["1.299", "1299.00"],
    ["₹1,299", "1299.00"],
    ["Rs. 209", "209.00"],
  ])("reads %s as %s", (written, amount) => {
    expect(priceText(written)).toBe(amount);
  });

  it.each([
    ["₹1,299", "INR"],
    ["Rs. 209", "INR"],
    ["29,90 €", "EUR"],
    ["S$ 45", "SGD"],
    ["£12", "GBP"],
    ["199 zł", "PLN"],
    ["$20", ""],
  ])("reads the currency of %s as %s", (written, currency) => {
    expect(currencyOfText(written)).toBe(currency);
  });
});

describe("the product's name, not the brand's or the site's", () => {
  it("skips a brand line above the name and reads past a 'Buy X online | Site' title", () => {
    const product = extractProduct(H.BRAND_LINE_PAGE, "https://www.myntra.test/shirts/1");
    expect([product.title, product.price]).toEqual(["Men Cotton Shirt", "899.00"]);
  });

  it("drops the site's name after a bar from a JSON-LD name", () => {
    expect(extractProduct(H.SITE_SUFFIX_PAGE, "https://lila.test/robe").title).toBe("Robe portefeuille");
  });

  it.each([
    ["Buy Anarkali Kurta online - Biba", ["Biba"], "Anarkali Kurta"],
    ["Linen Shirt - Acme Store", ["Acme Store"], "Linen Shirt"],
    ["Kurta - Red | Shop", ["shop"], "Kurta - Red"],
    ["T-Shirt - Blue", ["acme"], "T-Shirt - Blue"],
  ])("reads %s as %s", (name, sites, expected) => {
    expect(withoutBranding(name, sites)).toBe(expected);
  });
});

describe("sizes wherever a shop lists them", () => {
  it.each([
    ["an unnamed select of sizes, prices cut from the labels", H.UNNAMED_SELECT_PAGE, ["XS", "S", "M"]],
    ["a select labelled Maat", H.LABELLED_SELECT_PAGE, ["36", "38"]],
    ["option2 radios under a Talla legend", H.OPTION_RADIOS_PAGE, ["S", "M", "L"]],
    ["option1 radios in a group whose data attribute says サイズ", H.DATA_NAMED_RADIOS_PAGE, ["S", "M"]],
    ["buttons by data-title with a price inside, under Rozmiar", H.SIZE_BUTTONS_WITH_PRICES_PAGE, ["S", "M"]],
    ["a list of ages named Meses, not the size chart's list", H.AGE_LIST_PAGE, ["0-3", "3-6", "6-12"]],
    ["list items by data-value under Größe", H.GROESSE_LIST_PAGE, ["38", "40"]],
  ])("reads %s", (_, html, sizes) => {
    expect(extractProduct(html, "https://shop.test/p").sizes).toEqual(sizes);
  });
});
