// Where to land after signing in. Only a path on this site is accepted, never another origin
// ("//evil.example" or "https://...") nor the API, so the parameter cannot be used to send a shopper away.

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 512) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value === "/api" || value.startsWith("/api/") || value.startsWith("/auth")) return "/";
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return "/";
  return value;
}
