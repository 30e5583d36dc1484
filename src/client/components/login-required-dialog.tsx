import { LogIn } from "lucide-react";
import { Link } from "wouter";
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

export const LOGIN_TO_ORDER_MESSAGE = "Please log in to place an order";
export const LOGIN_TO_ADD_TO_WISHLIST_MESSAGE = "You need to be logged in to add to wishlist";

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why signing in is needed; the spec's order wording unless another action asked. */
  message?: string;
  /** Where focus goes on closing (e.g. back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Login Required", with Log In (to /auth) and Cancel: what a visitor sees on ordering or wishlisting. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  message = LOGIN_TO_ORDER_MESSAGE,
  onCloseAutoFocus,
}: LoginRequiredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="pr-0">
          <span
            aria-hidden="true"
            className="mb-1 grid size-11 place-items-center rounded-full bg-primary-soft text-primary"
          >
            <LogIn className="size-5" />
          </span>
          <DialogTitle>Login Required</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Link
            // Back to this page after signing in.
            href={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}
            className={buttonClassName()}
            onClick={() => onOpenChange(false)}
          >
            Log In
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
