/**
 * Gathers items written one at a time into one write per round trip: an item is written at once when no write
 * runs, and the items that come while one runs go together in the next. Each item's promise settles with the
 * write that carried it, so a caller that awaits it knows its item is stored.
 */
export function groupedWrites<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  function writeWaiting() {
    const batch = waiting;
    waiting = [];
    writing = true;
    write(batch.map((entry) => entry.item))
      .then(
        () => batch.forEach((entry) => entry.resolve()),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        writing = false;
        if (waiting.length > 0) writeWaiting();
      });
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) writeWaiting();
    });
}
