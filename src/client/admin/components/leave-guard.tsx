import { useEffect, useId, useSyncExternalStore } from "react";
import { LEAVE_GUARD } from "../strings";
import { ConfirmDialog } from "./confirm-dialog";

// The one guard of unsaved changes in the back office (decision 022). A form with changes registers here
// (useLeaveGuard); while any is registered, leaving the screen asks first: a followed link, the back button,
// a settings tab switch (confirmLeave) and closing or reloading the page (the browser's own prompt). A saved
// form resets to what it saved, is clean again, and so no longer asks.

const dirtyForms = new Set<string>();
let pendingLeave: (() => void) | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether leaving now would lose changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Runs `leave` at once when nothing would be lost, otherwise after the admin answers "Leave". */
export function confirmLeave(leave: () => void): void {
  if (!hasUnsavedChanges()) return leave();
  pendingLeave = leave;
  notify();
}

function answer(leaving: boolean) {
  const leave = pendingLeave;
  pendingLeave = null;
  notify();
  if (!leaving) return;
  // What follows unmounts the forms; until then nothing may ask again.
  dirtyForms.clear();
  dropStep(leave ?? undefined);
}

// The back button. By the time the browser says `popstate` the router has moved too (its listener came
// first), so the question cannot come after the fact. Instead, while there are changes, the page's address
// is pushed once more (a "step"): the back button then leaves the step for the same address, the router sees
// no change, and the question is asked. Leaving, or becoming clean, takes the step off again.

let stepHref: string | null = null;
/** What to do once our own `history.back()` off the step has landed. */
let afterOwnBack: (() => void) | null = null;
let ownBack = false;

function isStep(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { leaveGuard?: unknown }).leaveGuard === true;
}

function pushStep() {
  stepHref = location.href;
  history.pushState({ leaveGuard: true }, "", location.href);
}

function dropStep(then?: () => void) {
  const onStep = stepHref !== null && isStep(history.state);
  stepHref = null;
  if (!onStep) return then?.();
  ownBack = true;
  afterOwnBack = then ?? null;
  history.back();
}

/**
 * A form that saved and moves on: nothing is lost, so nothing asks, and the step comes off before `leave`
 * runs, so the back button from where it goes does not land on the form again.
 */
export function leaveAfterSave(leave: () => void): void {
  dirtyForms.clear();
  dropStep(leave);
}

/** Keeps the step in line with the forms: there while any has changes, gone when none has. */
function syncStep() {
  if (hasUnsavedChanges() && stepHref === null) pushStep();
  else if (!hasUnsavedChanges() && stepHref !== null && pendingLeave === null) dropStep();
}

function onPopState() {
  if (ownBack) {
    ownBack = false;
    const then = afterOwnBack;
    afterOwnBack = null;
    then?.();
    return;
  }
  if (stepHref === null || isStep(history.state)) return;
  if (location.href !== stepHref || !hasUnsavedChanges()) {
    stepHref = null;
    return;
  }
  // Back off the step: still on this page. The step goes back on, and "Leave" goes back for real.
  pushStep();
  confirmLeave(() => history.back());
}

/** Registers the calling form's unsaved changes while `dirty`. */
export function useLeaveGuard(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    syncStep();
    return () => {
      dirtyForms.delete(id);
      syncStep();
    };
  }, [id, dirty]);
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = "";
}

/** Links are caught in the capture phase, before the router sees the click; "Leave" follows the link again. */
let allowedLink: HTMLAnchorElement | null = null;
function onClick(event: MouseEvent) {
  if (!hasUnsavedChanges() || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
  if (allowedLink === anchor) {
    allowedLink = null;
    return;
  }
  const to = new URL(anchor.href, location.href);
  if (to.pathname === location.pathname && to.search === location.search) return;
  event.preventDefault();
  event.stopPropagation();
  confirmLeave(() => {
    allowedLink = anchor;
    anchor.click();
  });
}

/** Mounted once in the back office: listens while the back office is open and shows the question. */
export function LeaveGuard() {
  const asking = useSyncExternalStore(subscribe, () => pendingLeave !== null);

  useEffect(() => {
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={(open) => !open && answer(false)}
      hideClose
      title={LEAVE_GUARD.title}
      text={LEAVE_GUARD.text}
      cancel={LEAVE_GUARD.stay}
      confirm={LEAVE_GUARD.leave}
      onConfirm={() => answer(true)}
    />
  );
}
