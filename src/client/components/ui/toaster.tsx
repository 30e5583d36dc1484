import { useEffect, useRef } from "react";
import { useToast } from "../../lib/ui/use-toast";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** Mounted once at the root; renders whatever `toast()` put in the store. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewportRef = useRef<HTMLOListElement>(null);
  const focusBeforeToasts = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !viewportRef.current?.contains(target)) focusBeforeToasts.current = target;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);

  /**
   * Radix holds every toast's timer while focus is in the toasts' region, and closing a toast that held focus
   * (Undo or its close button tapped) puts focus on the region itself: the next toast would then never close.
   * Focus goes back where it was before the region had it, so the timers run again.
   */
  function leaveRegion() {
    const viewport = viewportRef.current;
    if (!viewport?.contains(document.activeElement)) return;
    const before = focusBeforeToasts.current;
    if (before?.isConnected) before.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement).blur();
  }

  return (
    <ToastProvider swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (next) return;
            dismiss(id);
            leaveRegion();
          }}
        >
          <div className="grid gap-0.5">
            {title !== undefined && <ToastTitle>{title}</ToastTitle>}
            {description !== undefined && <ToastDescription>{description}</ToastDescription>}
            {action && (
              <ToastAction altText={action.altText} onClick={action.onClick}>
                {action.label}
              </ToastAction>
            )}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewportRef} />
    </ToastProvider>
  );
}
