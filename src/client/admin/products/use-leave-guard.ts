import { useEffect, useRef, useState } from "react";

/**
 * Warns before unsaved changes are lost: the browser's own prompt when the tab closes or reloads, and a
 * question (`pending`, answered with `stay` or `leave`) when a link in the page is followed. Links are
 * caught in the capture phase, before the router sees the click; `leave` follows the same link again.
 */
export function useLeaveGuard(active: boolean) {
  const [pending, setPending] = useState<HTMLAnchorElement | null>(null);
  const allowed = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download"))
        return;
      if (allowed.current === anchor) {
        allowed.current = null;
        return;
      }
      const to = new URL(anchor.href, location.href);
      if (to.pathname === location.pathname && to.search === location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(anchor);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);

  return {
    pending: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const anchor = pending;
      setPending(null);
      if (!anchor) return;
      allowed.current = anchor;
      anchor.click();
    },
  };
}
