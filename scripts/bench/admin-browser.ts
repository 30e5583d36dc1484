/**
 * What the back office's browser benchmarks share (admin-products.ts, admin-orders.ts): a harness that runs in
 * the page and times paints, and a fresh signed-in browser context whose page errors fail the run.
 */
import type { Browser, Page } from "@playwright/test";
import { BENCH_ADMIN } from "./lib";

export const VIEWPORT = { width: 1280, height: 900 };

type Harness = { firstRows: Promise<number>; arm(): void; result(): Promise<number>; settle(): Promise<void> };
export type BenchWindow = { __bench: Harness };

/** The table the harness watches: its region's and pager's accessible names, and the cell naming a row. */
export type HarnessLabels = { table: string; pager: string; rowName: string };

/**
 * Runs in the page before its own scripts: `firstRows` is when the first frame with the table's rows was
 * painted; `arm()` then `result()` time one input event to the next frame painted with a changed table.
 */
function installHarness(labels: HarnessLabels): void {
  const afterPaint = (done: () => void) =>
    requestAnimationFrame(() => {
      // A rAF callback runs just before the frame is painted; a message posted from it arrives after.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(null);
    });
  const rowsSelector = `[role="region"][aria-label="${labels.table}"] tbody tr`;
  // What the admin sees change: the rows' names and the pager's "Showing a-b of n" (or neither).
  const signature = () =>
    [...document.querySelectorAll(rowsSelector)]
      .map((row) => row.querySelector(labels.rowName)?.textContent)
      .join("\n") + `\n${document.querySelector(`nav[aria-label="${labels.pager}"] p`)?.textContent ?? ""}`;

  const firstRows = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(rowsSelector)) return;
      observer.disconnect();
      afterPaint(() => resolve(performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  let pending: Promise<number> = Promise.reject(new Error("not armed"));
  pending.catch(() => {});
  const harness: Harness = {
    firstRows,
    arm() {
      const before = signature();
      pending = new Promise((resolve, reject) => {
        let inputAt: number | null = null;
        const observer = new MutationObserver(() => {
          if (inputAt === null || signature() === before) return;
          const started = inputAt;
          observer.disconnect();
          clearTimeout(timer);
          afterPaint(() => resolve(performance.now() - started));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error("the table did not change within 10 s"));
        }, 10_000);
        document.addEventListener("input", (event) => (inputAt = event.timeStamp), { capture: true, once: true });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    result: () => pending,
    settle: () => new Promise((resolve) => afterPaint(resolve)),
  };
  Object.assign(window, { __bench: harness });
}

/** The harness as an init script for one table. */
export function harnessScript(labels: HarnessLabels): string {
  // tsx (esbuild with keepNames) wraps named inner functions in __name(), which the page does not have.
  return `{ const __name = (f) => f; (${installHarness.toString()})(${JSON.stringify(labels)}); }`;
}

/** When the page painted the table's first rows, in ms from navigation start. */
export function firstRowsPainted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.firstRows);
}

/** Pages' errors, console errors and failed calls; `check()` fails the run when there is any. */
export class PageErrors {
  readonly seen: string[] = [];
  check(): void {
    if (this.seen.length > 0) throw new Error(`page errors:\n${this.seen.join("\n")}`);
  }
}

/** A page in a fresh browser context (nothing cached) signed in as BENCH_ADMIN, with the harness installed. */
export async function signedInAdminPage(
  browser: Browser,
  { base, label, harness, errors }: { base: string; label: string; harness: string; errors: PageErrors },
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: harness });
  // The call the /admin/auth form makes; its HttpOnly cookie lands in the context.
  const login = await context.request.post(`${base}/api/admin/login`, { data: BENCH_ADMIN });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.seen.push(`${label}: ${error.message}`));
  page.on("console", (message) => {
    // Failed loads are judged by the response listener below.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.seen.push(`${label}: console error ${message.text()}`);
  });
  page.on("response", (response) => {
    const where = new URL(response.url()).pathname;
    // No shopper is signed in: the app's read of the shopper's session answers 401 (as in e2e/shop/shop-test.ts).
    if (response.status() >= 400 && !(where === "/api/user" && response.status() === 401))
      errors.seen.push(`${label}: ${response.status()} from ${where}`);
  });
  return page;
}
