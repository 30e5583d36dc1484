import { useEffect, useRef } from "react";

// Back closes an open shop dialog before it leaves the page (docs/decisions/063). While any such dialog is
// open, one history entry of ours (the same address, marked in its state) sits on top: Back pops it and the
// dialogs close; a dialog closed any other way takes the entry off again, so the next Back leaves the page.
// One entry for all of them: a dialog that opens as another closes (the premium dialog handing over to the
// address) keeps the entry instead of popping it and pushing a new one, whose Back would race the pop.

const MARKER = "shopDialogOpen";
const closers = new Set<() => void>();
let pushed = false;

const markedHere = () => (history.state as Record<string, unknown> | null)?.[MARKER] === true;

function onPopState() {
  if (!pushed || markedHere()) return;
  pushed = false;
  for (const close of [...closers]) close();
}

function opened(close: () => void) {
  if (closers.size === 0) window.addEventListener("popstate", onPopState);
  closers.add(close);
  if (!pushed) {
    history.pushState({ ...(history.state as object | null), [MARKER]: true }, "", location.href);
    pushed = true;
  }
}

function closed(close: () => void) {
  closers.delete(close);
  // After this render: another dialog may be opening as this one closes.
  setTimeout(() => {
    if (closers.size > 0) return;
    window.removeEventListener("popstate", onPopState);
    // Still on our entry (not after a link to another page): take it off.
    if (pushed && markedHere()) history.back();
    pushed = false;
  }, 0);
}

/** While `open`, the browser's Back calls `close` instead of leaving the page. */
export function useCloseOnBack(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const closer = () => latest.current();
    opened(closer);
    return () => closed(closer);
  }, [open]);
}
