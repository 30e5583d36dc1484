import { describe, expect, it } from "vitest";
import { classifyPushEndpoint } from "./push-endpoint";

const switchOff = { allowLoopbackHttp: false };
const underTestSwitch = { allowLoopbackHttp: true };

describe("classifyPushEndpoint", () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGq8lJ",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(classifyPushEndpoint(endpoint, switchOff), endpoint).toBe("accepted");
  });

  it("refuses other hosts, look-alikes, other ports and plain http", () => {
    expect(classifyPushEndpoint("https://example.com/push/1", switchOff)).toBe("unknown-push-service");
    expect(classifyPushEndpoint("https://fcm.googleapis.com.evil.test/x", switchOff)).toBe("unknown-push-service");
    expect(classifyPushEndpoint("https://evilpush.apple.com.test/x", switchOff)).toBe("unknown-push-service");
    expect(classifyPushEndpoint("https://notpush.apple.com/x", switchOff)).toBe("unknown-push-service");
    expect(classifyPushEndpoint("https://fcm.googleapis.com:8443/fcm/send/x", switchOff)).toBe("unknown-push-service");
    expect(classifyPushEndpoint("http://fcm.googleapis.com/fcm/send/x", switchOff)).toBe("not-https");
    expect(classifyPushEndpoint("https://user:pw@fcm.googleapis.com/x", switchOff)).toBe("has-credentials");
    expect(classifyPushEndpoint("not a url", switchOff)).toBe("not-a-url");
  });

  it("refuses loopback and private addresses without PUSH_ALLOW_LOOPBACK", () => {
    for (const endpoint of ["http://127.0.0.1:4000/push/1", "https://127.0.0.1/push/1", "https://[::1]/push/1"])
      expect(classifyPushEndpoint(endpoint, switchOff), endpoint).not.toBe("accepted");
    expect(classifyPushEndpoint("https://10.0.0.5/push/1", switchOff)).toBe("unknown-push-service");
  });

  it("accepts http on a loopback address under PUSH_ALLOW_LOOPBACK (tests), and nothing else on plain http", () => {
    for (const endpoint of [
      "http://127.0.0.1:4000/push/1",
      "http://[::1]:4000/push/1",
      "http://[::ffff:127.0.0.1]:4000/push/1",
    ])
      expect(classifyPushEndpoint(endpoint, underTestSwitch), endpoint).toBe("accepted");
    for (const endpoint of ["http://10.0.0.5/push/1", "http://169.254.169.254/latest", "http://example.com/push"])
      expect(classifyPushEndpoint(endpoint, underTestSwitch), endpoint).toBe("not-https");
    expect(classifyPushEndpoint("ftp://127.0.0.1/push/1", underTestSwitch)).toBe("not-https");
    expect(classifyPushEndpoint("https://fcm.googleapis.com/fcm/send/x", underTestSwitch)).toBe("accepted");
  });
});
