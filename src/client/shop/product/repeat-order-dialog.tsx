import { Repeat2 } from "lucide-react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { ORDER_ANOTHER } from "./order-flow";

export interface RepeatOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's sentence: what they ordered, when, and its number. */
  message: string;
  /** "$97.99": what a second order costs. */
  total: string | null;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Order another?": the member ordered this product and size minutes ago; only a yes here orders again. */
export function RepeatOrderDialog({
  open,
  onOpenChange,
  message,
  total,
  onConfirm,
  onCloseAutoFocus,
}: RepeatOrderDialogProps) {
  return (
    <Dialog closeOnBack open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 grid size-11 place-items-center rounded-full bg-accent-soft text-accent-ink"
          >
            <Repeat2 className="size-5" />
          </span>
          <DialogTitle>{ORDER_ANOTHER}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep one</Button>
          </DialogClose>
          <Button onClick={onConfirm}>{total ? `Order another - ${total}` : "Order another"}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
