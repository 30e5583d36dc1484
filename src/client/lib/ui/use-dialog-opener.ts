import { useRef, type RefObject } from "react";

/**
 * Focus return for a dialog opened by code rather than by a Radix trigger (Radix only returns focus to its
 * own trigger). Call `remember()` as the dialog opens and pass `restore` as the content's
 * `onCloseAutoFocus`: focus goes back to what had it, or to `fallback` when that is gone or unknown
 * (a touch tap does not always focus the button), or else to the page's main landmark.
 */
export function useDialogOpener(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);

  function remember() {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  function restore(event: Event) {
    event.preventDefault();
    const previous = opener.current;
    opener.current = null;
    const target = previous?.isConnected ? previous : (fallback?.current ?? document.getElementById("main"));
    target?.focus({ preventScroll: true });
  }

  return { remember, restore };
}
