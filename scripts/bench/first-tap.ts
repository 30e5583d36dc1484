/**
 * From first paint to the first tap that works, on `/` and a server-rendered product page:
 * a phone-sized Chromium with touch and the CPU slowed 4x (Lighthouse's mobile figure) taps a control that
 * needs the app (Discover's "Catalog View", the product's heart for a visitor) every 25 ms from the moment
 * it shows; the tap that works is the last one before its answer shows (the grid's "Individual View", the
 * "Login Required" dialog). Median of N loads per page. A figure to compare before and after a change, so
 * it prints and never fails.
 *   npx tsx scripts/bench/first-tap.ts [runs=5]
 */
import { chromium } from "@playwright/test";
import { buildClientIfStale } from "../build-client";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium";
import { startDemoShop } from "./lib";

const runs = Number(process.argv[2] ?? 5);
const TAP_EVERY_MS = 25;
buildClientIfStale();
const server = await startDemoShop();
const base = `http://localhost:${server.port}`;
const [first] = (await (await fetch(`${base}/api/products`)).json()) as { id: number }[];

/** Runs in the page before its own scripts: when each tap landed and when the tap's answer showed. */
function recordTapsAndAnswer(answer: string) {
  const w = window as unknown as { taps: number[]; answeredAt?: number };
  w.taps = [];
  document.addEventListener("pointerdown", () => w.taps.push(performance.now()), { capture: true });
  new MutationObserver(() => {
    if (w.answeredAt !== undefined) return;
    const shown = [...document.querySelectorAll('[role="dialog"], button')].some(
      (el) => el.getAttribute("role") === answer || el.textContent?.trim() === answer,
    );
    if (shown) w.answeredAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const browser = await chromium.launch({ executablePath: ensureChromium(() => {}), args: CHROMIUM_ARGS });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const { label, url, control, answer } of [
    { label: "/", url: `${base}/`, control: "Catalog View", answer: "Individual View" },
    { label: "/product/{id}", url: `${base}/product/${first.id}`, control: "Add to wishlist", answer: "dialog" },
  ]) {
    const figures: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(recordTapsAndAnswer, answer);
      await page.goto(url, { waitUntil: "commit" });
      const button = page.getByRole("button", { name: control });
      await button.waitFor();
      const box = (await button.boundingBox())!;
      for (;;) {
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        if (await page.evaluate(() => (window as unknown as { answeredAt?: number }).answeredAt !== undefined)) break;
        await page.waitForTimeout(TAP_EVERY_MS);
      }
      const figure = await page.evaluate(() => {
        const w = window as unknown as { taps: number[]; answeredAt: number };
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        const working = w.taps.filter((t) => t <= w.answeredAt).at(-1) ?? w.answeredAt;
        return working - paint;
      });
      figures.push(figure);
      await context.close();
    }
    process.stdout.write(
      `${label}: first paint to first working tap ms ${figures.map((v) => v.toFixed(0)).join(", ")}; median ${median(figures).toFixed(0)}\n`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
