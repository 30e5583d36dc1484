import type { ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from "../../components/ui/dialog";

export interface AdminDialogProps extends Pick<DialogContentProps, "className" | "maxHeight" | "onCloseAutoFocus"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The line under the title, which the dialog is described by. */
  text: ReactNode;
  /** Shown in the header under the text (e.g. an order group's status chips). */
  aside?: ReactNode;
  /** No corner close button: the dialog's own buttons are the only way out (a question to answer). */
  hideClose?: boolean;
}

/** A back-office dialog: its title and the line under it, then its body (a form, or buttons). */
export function AdminDialog({ open, onOpenChange, ...content }: AdminDialogProps & { children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <AdminDialogContent {...content} />
    </Dialog>
  );
}

/** The dialog's box alone, for a `Dialog` whose content changes with what it has loaded. */
export function AdminDialogContent({
  title,
  text,
  aside,
  children,
  ...content
}: Omit<AdminDialogProps, "open" | "onOpenChange"> & { children: ReactNode }) {
  return (
    <DialogContent {...content}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        {aside}
      </DialogHeader>
      {children}
    </DialogContent>
  );
}
