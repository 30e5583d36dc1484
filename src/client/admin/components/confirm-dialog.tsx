import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { AdminDialog, type AdminDialogProps } from "./admin-dialog";

/**
 * A question with two answers: keep things as they are (which also closes it), or go ahead with something
 * that cannot be undone, its button saying so while the request runs.
 */
export function ConfirmDialog({
  cancel,
  confirm,
  pending = false,
  onConfirm,
  ...dialog
}: AdminDialogProps & { cancel: string; confirm: string; pending?: boolean; onConfirm: () => void }) {
  return (
    <AdminDialog {...dialog}>
      <DialogFooter>
        <Button variant="secondary" onClick={() => dialog.onOpenChange(false)}>
          {cancel}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {confirm}
        </Button>
      </DialogFooter>
    </AdminDialog>
  );
}
