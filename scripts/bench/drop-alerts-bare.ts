/**
 * Benchmark child of drop-alerts.ts: the same pushes as the shop sends, without the shop. Reads the
 * subscriptions (a JSON file of PushSubscription JSON), then encrypts and sends one push to each with web-push's
 * request details over undici (as the drop-alerts plugin does), `concurrency` at a time, and prints
 * `{"startedAt": ..., "finishedAt": ..., "failed": ...}`. VAPID_* from the environment.
 *   node --import tsx scripts/bench/drop-alerts-bare.ts <subscriptions.json> <concurrency>
 */
import { readFileSync } from "node:fs";
import { request } from "undici";
import webpush from "web-push";

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

const subscriptions = JSON.parse(readFileSync(process.argv[2], "utf8")) as Subscription[];
const concurrency = Number(process.argv[3] ?? 16);
const vapidDetails = {
  subject: process.env.VAPID_SUBJECT!,
  publicKey: process.env.VAPID_PUBLIC_KEY!,
  privateKey: process.env.VAPID_PRIVATE_KEY!,
};
const payload = JSON.stringify({
  type: "drop-live",
  title: "Bench drop",
  body: "Now live: tap to shop it",
  url: "/product/1",
  image: "https://localhost/demo/products/coral-ikat-cotton-kurta-1.svg",
});

let next = 0;
let failed = 0;
async function worker() {
  while (next < subscriptions.length) {
    const subscription = subscriptions[next++];
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: 6 * 60 * 60,
      topic: "drop-bench",
      urgency: "high",
      contentEncoding: "aes128gcm",
    });
    const answer = await request(details.endpoint, { method: "POST", headers: details.headers, body: details.body });
    await answer.body.dump();
    if (answer.statusCode < 200 || answer.statusCode >= 300) failed++;
  }
}

const startedAt = Date.now();
await Promise.all(Array.from({ length: concurrency }, worker));
process.stdout.write(`${JSON.stringify({ startedAt, finishedAt: Date.now(), failed })}\n`);
