/**
 * What kind of address an IP is, for the page import's SSRF guard. Pure: no DNS, no sockets.
 * Only "public" may be fetched; every other class names why not. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged
 * by the IPv4 address inside, so ::ffff:127.0.0.1 is loopback.
 */

export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "cgnat"
  | "metadata"
  | "unspecified"
  | "multicast"
  | "broadcast"
  | "reserved"
  | "invalid";

/** The four bytes of a dotted-quad IPv4 address (exactly four decimal parts), or null. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address ("::" compression, a trailing dotted quad, a %zone), or null. */
function ipv6Groups(input: string): number[] | null {
  let text = input.replace(/^\[|\]$/g, "");
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    // A trailing dotted quad (::ffff:127.0.0.1) is two more groups.
    const bytes = ipv4Bytes(text.slice(lastColon + 1));
    if (!bytes) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(bytes[0], bytes[1])}:${hex(bytes[2], bytes[3])}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === "" ? [] : half.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = new Array<string>(8 - known).fill("0");
  return [...head, ...zeros, ...rest].map((group) => parseInt(group, 16));
}

function classifyIpv4([a, b, c, d]: number[]): AddressClass {
  if (a === 169 && b === 254 && c === 169 && d === 254) return "metadata";
  // Alibaba's and Oracle's metadata services sit on other link-local or shared addresses.
  if (a === 100 && b === 100 && c === 100 && d === 200) return "metadata";
  if (a === 0) return "unspecified";
  if (a === 127) return "loopback";
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "private";
  if (a === 169 && b === 254) return "link-local";
  if (a === 100 && b >= 64 && b <= 127) return "cgnat";
  if (a === 255 && b === 255 && c === 255 && d === 255) return "broadcast";
  if (a >= 224 && a <= 239) return "multicast";
  if (a >= 240) return "reserved";
  // IETF protocol assignments, the three documentation networks, benchmarking, 6to4 relay anycast.
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return "reserved";
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return "reserved";
  if (a === 198 && (b === 18 || b === 19)) return "reserved";
  if (a === 192 && b === 88 && c === 99) return "reserved";
  return "public";
}

function embeddedIpv4(high: number, low: number): number[] {
  return [high >> 8, high & 255, low >> 8, low & 255];
}

function classifyIpv6(g: number[]): AddressClass {
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d) forms.
  if (zeroUpTo(5) && g[5] === 0xffff) return classifyIpv4(embeddedIpv4(g[6], g[7]));
  if (zeroUpTo(6)) return classifyIpv4(embeddedIpv4(g[6], g[7]));
  // IPv4/IPv6 translation (::ffff:0:a.b.c.d) and the NAT64 well-known prefixes reach the IPv4 inside.
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return classifyIpv4(embeddedIpv4(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && (g[2] === 0 || g[2] === 1)) return classifyIpv4(embeddedIpv4(g[6], g[7]));
  // 6to4 carries the IPv4 address in bits 16-47.
  if (g[0] === 0x2002) return classifyIpv4(embeddedIpv4(g[1], g[2]));
  // AWS's IPv6 metadata service.
  if (g[0] === 0xfd00 && g[1] === 0x0ec2 && g.slice(2, 7).every((group) => group === 0) && g[7] === 0x254)
    return "metadata";
  if ((g[0] & 0xfe00) === 0xfc00) return "private"; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local"; // fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return "private"; // site-local fec0::/10 (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return "multicast";
  // Documentation 2001:db8::/32, Teredo 2001::/32 (tunnels to an IPv4 it hides), discard 100::/64,
  // ORCHIDs 2001:10::/28 and 2001:20::/28, and everything outside global unicast 2000::/3.
  if (g[0] === 0x2001 && (g[1] === 0x0db8 || g[1] === 0)) return "reserved";
  if (g[0] === 0x2001 && g[1] >= 0x10 && g[1] <= 0x2f) return "reserved";
  if (g[0] === 0x0100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return "reserved";
  if ((g[0] & 0xe000) !== 0x2000) return "reserved";
  return "public";
}

/** The class of an IP address in its canonical text form (what DNS answers and the URL parser give). */
export function classifyAddress(address: string): AddressClass {
  const v4 = ipv4Bytes(address);
  if (v4) return classifyIpv4(v4);
  if (!address.includes(":")) return "invalid";
  const v6 = ipv6Groups(address);
  return v6 ? classifyIpv6(v6) : "invalid";
}

/** Whether the text is an IP address rather than a host name (after the URL parser has normalised it). */
export function isIpAddress(text: string): boolean {
  return ipv4Bytes(text) !== null || (text.includes(":") && ipv6Groups(text) !== null);
}
