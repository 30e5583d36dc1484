import { describe, expect, it } from "vitest";
import { type AddressClass, classifyAddress, isIpAddress } from "./address-class";

// Only classified here, never connected to.
const table: [string, AddressClass][] = [
  ["8.8.8.8", "public"],
  ["93.184.216.34", "public"],
  ["1.1.1.1", "public"],
  ["2606:4700:4700::1111", "public"],
  ["2a00:1450:4001:80b::200e", "public"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["10.0.0.1", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["172.15.0.1", "public"],
  ["172.32.0.1", "public"],
  ["169.254.1.1", "link-local"],
  ["169.254.169.254", "metadata"],
  ["fd00:ec2::254", "metadata"],
  ["100.100.100.200", "metadata"],
  ["100.64.0.1", "cgnat"],
  ["100.127.255.255", "cgnat"],
  ["100.128.0.1", "public"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["::", "unspecified"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["ff02::1", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved"],
  ["192.0.2.1", "reserved"],
  ["198.51.100.7", "reserved"],
  ["203.0.113.9", "reserved"],
  ["198.18.0.1", "reserved"],
  ["192.0.0.8", "reserved"],
  ["2001:db8::1", "reserved"],
  ["2001::1", "reserved"],
  ["100::1", "reserved"],
  ["fc00::1", "private"],
  ["fd12:3456:789a::1", "private"],
  ["fec0::1", "private"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf::1", "link-local"],
  // IPv4 inside IPv6: judged by the IPv4 address.
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::ffff:10.1.2.3", "private"],
  ["::ffff:169.254.169.254", "metadata"],
  ["::ffff:a9fe:a9fe", "metadata"],
  ["::ffff:8.8.8.8", "public"],
  ["::127.0.0.1", "loopback"],
  ["::7f00:1", "loopback"],
  ["::192.168.0.1", "private"],
  ["::ffff:0:127.0.0.1", "loopback"],
  ["64:ff9b::127.0.0.1", "loopback"],
  ["64:ff9b::a00:1", "private"],
  ["64:ff9b::8.8.8.8", "public"],
  ["2002:7f00:1::", "loopback"],
  ["2002:a9fe:a9fe::1", "metadata"],
  ["2002:808:808::1", "public"],
  ["[::1]", "loopback"],
  ["not-an-address", "invalid"],
  ["1.2.3", "invalid"],
  ["1.2.3.256", "invalid"],
  ["1:2:3:4:5:6:7:8:9", "invalid"],
  ["1::2::3", "invalid"],
  ["::ffff:1.2.3", "invalid"],
];

describe("classifyAddress", () => {
  it.each(table)("%s is %s", (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it("reads the forms the WHATWG URL parser turns decimal, octal and hex IPv4 into", () => {
    for (const spelling of ["2130706433", "0x7f.1", "017700000001", "127.1", "0x7f000001", "0177.0.0.1"]) {
      const hostname = new URL(`http://${spelling}/`).hostname;
      expect(hostname).toBe("127.0.0.1");
      expect(classifyAddress(hostname)).toBe("loopback");
    }
    expect(classifyAddress(new URL("http://0xa9fea9fe/").hostname)).toBe("metadata");
    expect(classifyAddress(new URL("http://[::ffff:127.0.0.1]/").hostname.slice(1, -1))).toBe("loopback");
  });
});

describe("isIpAddress", () => {
  it("tells addresses from host names", () => {
    expect(isIpAddress("127.0.0.1")).toBe(true);
    expect(isIpAddress("::1")).toBe(true);
    expect(isIpAddress("[::1]")).toBe(true);
    expect(isIpAddress("shop.example")).toBe(false);
    expect(isIpAddress("1.2.3.4.example")).toBe(false);
  });
});
