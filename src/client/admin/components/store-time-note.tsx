import { STORE_TIME_NOTE } from "../strings";
import { useStoreClock } from "./use-store-time-zone";

/** Says whose clock the screen's dates and times are on: the store's, not the browser's. */
export function StoreTimeNote() {
  const { zone } = useStoreClock();
  return <p className="text-xs text-ink-muted">{STORE_TIME_NOTE(zone)}</p>;
}
