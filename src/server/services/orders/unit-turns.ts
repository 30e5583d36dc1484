/**
 * Taps on one limited size take their units one after another on this instance (docs/decisions/018).
 * The database takes each unit atomically whatever happens here; the line keeps the waiting in memory.
 * Without it, at a drop, every connection of the small pool waits on the size's row lock (each unit
 * holds it through its commit's flush), and every other query of the shop waits for a connection.
 * Once a tap in the line finds the size sold out, the taps queued behind it are told so without their
 * turn; a tap arriving later reads the committed units itself (placeOrder's context).
 */

type Line = { tail: Promise<void>; soldOut: boolean };

/** Per database (tests run several shops in one process), per product and size. */
const linesOf = new WeakMap<object, Map<string, Line>>();

/** A tap refused without its turn: the size was found sold out before it. */
export const KNOWN_SOLD_OUT = Symbol("known sold out");

/**
 * Runs `take` after the line's earlier takes, or answers KNOWN_SOLD_OUT when one of them found the size
 * sold out. `soldOut` tells from a take's answer or error that the size has none left.
 */
export async function takeInTurn<T>(
  owner: object,
  key: string,
  take: () => Promise<T>,
  soldOut: (outcome: { answer: T } | { error: unknown }) => boolean,
): Promise<T | typeof KNOWN_SOLD_OUT> {
  let lines = linesOf.get(owner);
  if (!lines) linesOf.set(owner, (lines = new Map()));
  let line = lines.get(key);
  if (!line) lines.set(key, (line = { tail: Promise.resolve(), soldOut: false }));
  const current = line;
  const turn = current.tail.then(async () => {
    if (current.soldOut) return KNOWN_SOLD_OUT;
    try {
      const answer = await take();
      if (soldOut({ answer })) current.soldOut = true;
      return answer;
    } catch (error) {
      if (soldOut({ error })) current.soldOut = true;
      throw error;
    }
  });
  const tail = turn.then(
    () => {},
    () => {},
  );
  current.tail = tail;
  // The last in the line clears it, so a unit given back later is sold again.
  void tail.then(() => {
    if (current.tail === tail) lines.delete(key);
  });
  return turn;
}
