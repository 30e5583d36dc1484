import type { BrowserContext } from "@playwright/test";
import type { TestSubscription } from "../src/testing/push-service";

/**
 * The browser's PushManager, answering with a loopback push service's subscription instead of Google's:
 * Chromium cannot reach a real push service here (nor may it: traffic stays on loopback).
 */
export async function pushManagerOf(context: BrowserContext, subscription: TestSubscription) {
  await context.addInitScript((json) => {
    const fake = { endpoint: json.endpoint, toJSON: () => json };
    let subscribed = false;
    PushManager.prototype.subscribe = async function () {
      subscribed = true;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return subscribed ? (fake as unknown as PushSubscription) : null;
    };
  }, subscription.json);
}

/** A PushManager whose subscribe fails as a browser's does when its push service cannot be reached or says no. */
export async function pushManagerFailing(context: BrowserContext, failure: { name: string; message: string }) {
  await context.addInitScript(({ name, message }) => {
    PushManager.prototype.subscribe = async function () {
      throw new DOMException(message, name);
    };
    PushManager.prototype.getSubscription = async function () {
      return null;
    };
  }, failure);
}
