// The countries the Shipping Rates tab offers, about 100, by ISO
// 3166-1 alpha-2 code. Names are never written here: Intl.DisplayNames gives them, the same on the server
// and in the browser.

/** Asia first (the shop ships from Singapore), then the rest of the world by region. */
export const SHIPPING_COUNTRY_CODES = [
  // Asia
  "SG",
  "MY",
  "ID",
  "TH",
  "VN",
  "PH",
  "BN",
  "KH",
  "LA",
  "MM",
  "IN",
  "LK",
  "BD",
  "NP",
  "PK",
  "MV",
  "BT",
  "CN",
  "HK",
  "MO",
  "TW",
  "JP",
  "KR",
  "MN",
  "AE",
  "SA",
  "QA",
  "KW",
  "BH",
  "OM",
  "IL",
  "JO",
  "TR",
  "KZ",
  "UZ",
  // Oceania
  "AU",
  "NZ",
  "FJ",
  "PG",
  // Europe
  "GB",
  "IE",
  "FR",
  "DE",
  "NL",
  "BE",
  "LU",
  "CH",
  "AT",
  "IT",
  "ES",
  "PT",
  "MT",
  "GR",
  "CY",
  "DK",
  "SE",
  "NO",
  "FI",
  "IS",
  "PL",
  "CZ",
  "SK",
  "HU",
  "SI",
  "HR",
  "RO",
  "BG",
  "RS",
  "EE",
  "LV",
  "LT",
  "UA",
  // Americas
  "US",
  "CA",
  "MX",
  "BR",
  "AR",
  "CL",
  "CO",
  "PE",
  "UY",
  "CR",
  "PA",
  "JM",
  "TT",
  "DO",
  // Africa
  "ZA",
  "NG",
  "KE",
  "GH",
  "EG",
  "MA",
  "TZ",
  "UG",
  "MU",
  "ET",
  "TN",
  "RW",
] as const;

/** A rate the admin adds for a country without a default. */
export const UNLISTED_COUNTRY_RATE = { rate: "25.99", enabled: false } as const;

/** The default rates, seeded into an empty shop and offered first by the Shipping Rates tab. */
export const DEFAULT_SHIPPING_RATES: readonly { countryCode: string; rate: string; enabled: boolean }[] = [
  { countryCode: "SG", rate: "8.99", enabled: true },
  { countryCode: "US", rate: "12.99", enabled: true },
  { countryCode: "CA", rate: "15.99", enabled: true },
  { countryCode: "GB", rate: "18.99", enabled: true },
  { countryCode: "AU", rate: "22.99", enabled: true },
  { countryCode: "DE", rate: "16.99", enabled: true },
  { countryCode: "FR", rate: "16.99", enabled: true },
  { countryCode: "JP", rate: "19.99", enabled: true },
];

let regionNames: Intl.DisplayNames | null = null;

/** The English name of an ISO 3166-1 alpha-2 region ("GB" -> "United Kingdom"), or null for an unknown code. */
export function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const name = regionNames.of(code);
  // Unassigned codes come back as themselves; ZZ is CLDR's "Unknown Region".
  return name && name !== code && code !== "ZZ" ? name : null;
}

/** Whether the code names a country or territory (ISO 3166-1 alpha-2, upper case). */
export function isCountryCode(code: string): boolean {
  return countryName(code) !== null;
}
