import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";

export interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The line under the title, which the dialog is described by. */
  text: ReactNode;
  /** No corner close button: the dialog's own buttons are the only way out (a question to answer). */
  hideClose?: boolean;
}

/** A back-office dialog: its title and the line under it, then its body (a form, or buttons). */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  text,
  hideClose,
  children,
}: AdminDialogProps & { children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose={hideClose}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
