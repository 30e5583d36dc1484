/**
 * What every shop that a test run, benchmark or check starts in its own process adds to its settings: no image
 * copying, since the products they make name made-up hosts (cdn.example.com) and fetching those would send DNS
 * lookups off this machine (docs/decisions/043). The image tests and benchmark turn it on for loopback hosts.
 */
export const SCRIPT_SHOP_ENV = { COPY_IMAGES: "0" } as const;
