import { describe, expect, it } from "vitest";
import { dropTopic } from "./drop-alerts";

describe("dropTopic", () => {
  it("names a drop moment in what RFC 8030 allows a Topic to be: base64url, at most 32 characters", () => {
    for (const at of ["2026-11-26T10:00:00Z", "1970-01-01T00:00:00Z", "2999-12-31T23:59:59.999Z"]) {
      const topic = dropTopic(new Date(at));
      expect(topic, at).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
    // One per moment to the second: the same drop, sent again, replaces its earlier copy.
    expect(dropTopic(new Date("2026-11-26T10:00:00.100Z"))).toBe(dropTopic(new Date("2026-11-26T10:00:00.900Z")));
    expect(dropTopic(new Date("2026-11-26T10:00:01Z"))).not.toBe(dropTopic(new Date("2026-11-26T10:00:00Z")));
  });
});
