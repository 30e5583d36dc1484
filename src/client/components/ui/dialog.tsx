import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState, type ComponentProps, type HTMLAttributes } from "react";
import { cn } from "../../lib/ui/cn";
import { useCloseOnBack } from "../../lib/ui/use-close-on-back";

export interface DialogProps extends ComponentProps<typeof DialogPrimitive.Root> {
  /** The shop's dialogs: the browser's Back closes it before it leaves the page (lib/use-close-on-back.ts). */
  closeOnBack?: boolean;
}

/** Radix's dialog root, open or closed by its props or, uncontrolled, by its trigger. */
export function Dialog({ closeOnBack = false, open, defaultOpen = false, onOpenChange, ...props }: DialogProps) {
  const [openHere, setOpenHere] = useState(defaultOpen);
  const isOpen = open ?? openHere;
  const change = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };
  useCloseOnBack(closeOnBack && isOpen, () => change(false));
  return <DialogPrimitive.Root open={isOpen} onOpenChange={change} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /**
   * Any CSS length, e.g. "60vh". The content scrolls inside this height,
   * so long forms stay reachable above the on-screen keyboard.
   */
  maxHeight?: string;
  /** Hide the corner close button when the dialog offers its own Cancel. */
  hideClose?: boolean;
}

/**
 * Needs a `DialogTitle` (Radix logs an error without one) and a `DialogDescription`, or
 * `aria-describedby={undefined}` when there is nothing to describe.
 */
export function DialogContent({
  maxHeight = "85dvh",
  hideClose = false,
  className,
  style,
  children,
  ...props
}: DialogContentProps) {
  // cn appends, never merges: a caller's own max-w-* replaces the default width instead of losing to it.
  const ownWidth = /(^|\s)max-w-/.test(className ?? "");
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        // Set through the style property (CSSOM), which the CSP allows, unlike a style attribute in markup.
        style={{ ...style, maxHeight }}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
          !ownWidth && "max-w-md",
          "overflow-hidden rounded-3xl border border-line bg-card text-ink shadow-2xl shadow-ink/20",
          "data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in focus:outline-none",
          className,
        )}
        {...props}
      >
        {/* The close button has a strip of its own above the body: it never covers what scrolls. */}
        {!hideClose && (
          <div className="flex shrink-0 justify-end px-3.5 pt-3.5">
            <DialogPrimitive.Close
              aria-label="Close"
              className="grid size-9 place-items-center rounded-full text-ink-muted transition-colors hover:bg-primary-soft hover:text-primary"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
        )}
        {/* Only the body scrolls, so the close button stays in reach of a long form. */}
        <div className={cn("min-h-0 flex-1 overflow-y-auto overscroll-contain p-6", !hideClose && "pt-0")}>
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mb-4 grid gap-1.5", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("font-display text-xl leading-tight font-semibold text-ink", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm leading-6 text-ink-muted", className)} {...props} />;
}
