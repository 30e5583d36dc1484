/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) in Debian's Chromium on `/` and
 * a product page; median of 3 runs. Targets: performance score >= 90, LCP <= 2.5 s, CLS <= 0.1.
 *   npx tsx scripts/bench/lighthouse.ts [runs=3]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildClientIfStale } from "../build-client";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium";
import { startProcess, verdict } from "./lib";

const runs = Number(process.argv[2] ?? 3);
buildClientIfStale();
const server = await startProcess("scripts/bench/serve-shop.ts", [], {
  DATA_DIR: "memory://",
  DEMO_DATA: "1",
  NODE_ENV: "production",
  // Production requires one (config.ts); a benchmark's throwaway shop needs no real one.
  APP_SECRET: "bench-only-app-secret-not-for-real-use",
  LOG_LEVEL: "warn",
});
const base = `http://localhost:${server.line}`;
const [first] = (await (await fetch(`${base}/api/products`)).json()) as { id: number }[];
const pages = { "/": `${base}/`, "/product/{id}": `${base}/product/${first.id}` };

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(() => {}),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let ok = true;
try {
  for (const [label, url] of Object.entries(pages)) {
    const scores: number[] = [];
    const lcps: number[] = [];
    const clss: number[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      if (!result) throw new Error("Lighthouse returned nothing");
      const { lhr } = result;
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      lcps.push(lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN);
      clss.push(lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN);
    }
    const [score, lcp, cls] = [median(scores), median(lcps), median(clss)];
    process.stdout.write(
      `${label}: scores ${scores.join(", ")}; LCP ms ${lcps.map((v) => v.toFixed(0)).join(", ")}; CLS ${clss.map((v) => v.toFixed(3)).join(", ")}\n`,
    );
    ok = verdict(`${label} performance`, score >= 90, `median ${score} (target >= 90)`) && ok;
    ok = verdict(`${label} LCP`, lcp <= 2500, `median ${(lcp / 1000).toFixed(2)} s (target <= 2.5 s)`) && ok;
    ok = verdict(`${label} CLS`, cls <= 0.1, `median ${cls.toFixed(3)} (target <= 0.1)`) && ok;
  }
} finally {
  await chrome.kill();
  server.child.kill();
}
process.exit(ok ? 0 : 1);
