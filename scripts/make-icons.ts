/**
 * Draws the installed app's icons (public/icons/*.png) from the favicon's mark in Chromium: 192 and 512 px
 * with rounded corners, and a 512 px maskable one whose mark keeps inside the central safe circle (80%).
 * The PNGs are committed; run this again only when the mark changes.
 *   npx tsx scripts/make-icons.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "./chromium";

const root = path.resolve(import.meta.dirname, "..");
const mark = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
/** The favicon's background, filling the whole square where a launcher applies its own mask. */
const MASKABLE_BACKGROUND = "#6b1f47";

const icons = [
  { file: "icon-192.png", size: 192, html: mark },
  { file: "icon-512.png", size: 512, html: mark },
  {
    file: "maskable-512.png",
    size: 512,
    // The mark at 62% of the side sits well inside the safe circle, its own corners hidden by the fill.
    html: `<div style="background:${MASKABLE_BACKGROUND};width:100%;height:100%;display:grid;place-items:center">
      <div style="width:62%;height:62%">${mark}</div></div>`,
  },
];

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const { file, size, html } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;width:100%;height:100%;background:transparent}svg{width:100%;height:100%;display:block}</style>${html}`,
    );
    writeFileSync(path.join(root, "public/icons", file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
