import { describe, expect, it } from "vitest";
import { adminContentSecurityPolicy } from "./security";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("adminContentSecurityPolicy", () => {
  it("lets the back office frame and show https pages and images only", () => {
    const policy = adminContentSecurityPolicy(false);
    expect(directive(policy, "frame-src")).toBe("https:");
    expect(directive(policy, "img-src")).toBe("'self' data: https:");
  });

  it("adds the loopback hosts the importer may fetch under IMPORT_ALLOW_PRIVATE (tests), for frames and images", () => {
    const policy = adminContentSecurityPolicy(true);
    expect(directive(policy, "frame-src")).toBe("https: http://localhost:* http://127.0.0.1:*");
    expect(directive(policy, "img-src")).toBe("'self' data: https: http://localhost:* http://127.0.0.1:*");
  });
});
