import { Effects } from "../server/effects";
import type { Envelope, EventPublisher } from "../server/events";

/**
 * Effects that publish each event as soon as a service records it: for a test that calls a service directly,
 * as another instance of the shop would (whose effects plugin publishes them right after the call).
 */
export class PublishingEffects extends Effects {
  readonly published: Promise<void>[] = [];

  constructor(private readonly publisher: EventPublisher) {
    super();
  }

  override publish(envelope: Envelope): this {
    this.published.push(this.publisher.publish(envelope));
    return super.publish(envelope);
  }
}
