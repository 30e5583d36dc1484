import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { AdminDialog, type AdminDialogProps } from "./admin-dialog";

/**
 * A question with two answers: keep things as they are (which also closes it), or go ahead. While the
 * request runs both buttons wait, the confirm button saying so (`confirm` is the caller's label for now).
 */
export function ConfirmDialog({
  cancel,
  confirm,
  pending = false,
  destructive = true,
  onConfirm,
  ...dialog
}: AdminDialogProps & {
  cancel: string;
  confirm: string;
  pending?: boolean;
  /** Cannot be undone (delete, cancel); a step forward such as Mark as Paid is not red. */
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AdminDialog {...dialog}>
      <DialogFooter>
        <Button variant="secondary" onClick={() => dialog.onOpenChange(false)} disabled={pending}>
          {cancel}
        </Button>
        <Button variant={destructive ? "destructive" : "primary"} onClick={onConfirm} disabled={pending}>
          {confirm}
        </Button>
      </DialogFooter>
    </AdminDialog>
  );
}
