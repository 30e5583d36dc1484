import type { Page } from "@playwright/test";

/**
 * A slow network on one call: the answers to `path` wait until `release()`. `asked` settles once the page has
 * asked for it, which also says the page's code is running.
 */
export async function holdAnswers(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === path);
  return { asked, release };
}
