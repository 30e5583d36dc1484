// Zod probes for eval (new Function) to compile faster parsers. Under the shop's CSP the probe is a violation
// the browser reports to /api/csp-report on every page load; the interpreted parser is fast enough here.
// Zod reads its settings from this global (every copy of zod on a page shares it), so setting it directly
// keeps zod out of the shop's first download, which `z.config({ jitless: true })` would pull in.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
