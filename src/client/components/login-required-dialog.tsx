import { LogIn } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { SIGN_IN_REQUIRED_MESSAGES, type SignInReason } from "../lib/session/sign-in-required";
import { Button, buttonClassName } from "./ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./ui/dialog";

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why signing in is needed: it picks the line the dialog shows. */
  reason: SignInReason;
  /** Where focus goes on closing (e.g. back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Just before leaving for /auth: the page remembers what the visitor was doing, to finish it after. */
  onLogIn?: () => void;
}

/** "Login Required", with Log In (to /auth) and Cancel: what a visitor sees on ordering or wishlisting. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  reason,
  onCloseAutoFocus,
  onLogIn,
}: LoginRequiredDialogProps) {
  // From the router, not window.location: the server renders product pages (server-render.tsx) with this in them.
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return (
    <Dialog closeOnBack open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 grid size-11 place-items-center rounded-full bg-primary-soft text-primary"
          >
            <LogIn className="size-5" />
          </span>
          <DialogTitle>Login Required</DialogTitle>
          <DialogDescription>{SIGN_IN_REQUIRED_MESSAGES[reason]}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Link
            // Back to this page after signing in.
            href={`/auth?next=${encodeURIComponent(here)}`}
            className={buttonClassName()}
            onClick={() => {
              onLogIn?.();
              onOpenChange(false);
            }}
          >
            Log In
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
