import { useSyncExternalStore, type ReactNode } from "react";

/** One toast at a time: a new one replaces whatever is on screen. */
export const TOAST_LIMIT = 1;
export const DEFAULT_TOAST_DURATION = 5000;
/**
 * A dismissed toast stays in the store (closed) long after Radix has animated it out and unmounted it;
 * removing it sooner would cut its exit animation short. The value is shadcn/ui's.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to DEFAULT_TOAST_DURATION. */
  duration?: number;
  /** One button beside the text ("Undo"); `altText` tells screen-reader users how to do the same another way. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
  duration: number;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastItem }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure; timers live in `dispatch` so the reducer can be tested and replayed. Without an id, acts on all. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "REMOVE_TOAST", toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: ToastAction) {
  if (action.type === "DISMISS_TOAST") {
    for (const t of state.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
    }
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToastState(): ToastState {
  return state;
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/** Shows a toast from anywhere (components, mutation callbacks, socket handlers). */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: "ADD_TOAST",
    toast: { ...options, id, open: true, duration: options.duration ?? DEFAULT_TOAST_DURATION },
  });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => {
      // Keys left undefined mean "unchanged", not "clear" (a cleared duration would break the timer).
      const changes = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
      dispatch({ type: "UPDATE_TOAST", toast: { ...changes, id } });
    },
  };
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getToastState, getToastState);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
