import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/ui/cn";
import type { ToastVariant } from "../../lib/ui/use-toast";

export const ToastProvider = ToastPrimitive.Provider;

/**
 * Near the top on phones, where it does not cover the order button or the thumb, but under the header (its
 * 3.5rem row below the safe area), whose icons stay in reach; bottom right on wider screens. Radix's F8 hotkey
 * and its "Notifications" label are kept.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed inset-x-0 top-[calc(3.5rem+env(safe-area-inset-top))] z-[100] m-0 flex max-h-dvh list-none flex-col gap-2 p-3 outline-none",
        "sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-full sm:max-w-sm sm:p-5",
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: "border-line bg-card text-ink",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ variant = "default", className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      // An error must interrupt; a confirmation can wait for the screen reader to finish.
      type={variant === "destructive" ? "foreground" : "background"}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-lg shadow-ink/10",
        "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:animate-toast-swipe-out",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm leading-5 font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("mt-0.5 text-sm leading-5 opacity-95", className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "mt-2 inline-flex h-9 w-fit items-center rounded-full border border-current/25 px-4 text-sm font-semibold",
        "transition-colors hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        "absolute top-2.5 right-2.5 grid size-8 place-items-center rounded-full opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100",
        "group-data-[variant=destructive]:focus-visible:outline-white",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
