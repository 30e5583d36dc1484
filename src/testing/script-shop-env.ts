/**
 * What every shop that a test run, benchmark or check starts in its own process adds to its settings: no image
 * copying, since the products they make name made-up hosts (cdn.example.com) and fetching those would send DNS
 * lookups off this machine (docs/decisions/043). The image tests and benchmark turn it on for loopback hosts.
 */
export const SCRIPT_SHOP_ENV = { COPY_IMAGES: "0" } as const;

/**
 * What a shop started outside production adds when its shoppers' browsers subscribe on the loopback push service
 * (src/testing/push-service.ts, e2e/push-manager.ts): config.ts refuses the switch in production.
 */
export const PUSH_SERVICE_SHOP_ENV = { PUSH_ALLOW_LOOPBACK: "1" } as const;
