import type { Page } from "@playwright/test";

type ShiftRecorder = { readLayoutShifts: () => number[] };

/**
 * Records the page's layout shifts from its very start (an init script runs before the page's own); read them
 * with `layoutShiftsOf`. The countdown's own ticks are left out: its left edge moves when it loses a digit
 * ("10s" to "9s"), on every page that shows one, whatever else happens.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const inTimer = (node: Node | null) =>
      Boolean((node instanceof Element ? node : node?.parentElement)?.closest("[role=timer]"));
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[]) {
        if (entry.hadRecentInput || entry.sources.every((source) => inTimer(source.node))) continue;
        shifts.push(entry.value);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // The observer's callback can come well after the frame that shifted; takeRecords() has the entries then.
    (window as unknown as ShiftRecorder).readLayoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
}

/** Resolves once the page has drawn a frame with what it shows now (the frame after the next one has begun). */
async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The layout shifts recorded up to the frame drawn after this call (see recordLayoutShifts). */
export async function layoutShiftsOf(page: Page): Promise<number[]> {
  await afterNextFrame(page);
  return page.evaluate(() => (window as unknown as ShiftRecorder).readLayoutShifts());
}
