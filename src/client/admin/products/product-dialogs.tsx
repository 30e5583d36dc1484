import { useMemo, useState } from "react";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { PRODUCTS } from "./product-strings";
import { AdminDialog } from "../components/admin-dialog";
import { Checkbox } from "../components/checkbox";
import { useContractForm } from "../components/use-contract-form";
import { defaultWindow, readWindowForm, storeDateValue, windowFormSchema } from "./schedule-window";

/** What the window dialogs send: a publication time still ahead, or the owner's explicit "Publish now". */
export type ChosenWindow = { publishAt: string; expiresAt: string } | { publishNow: true; expiresAt: string };

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the dialogs are opened by code, not by a Radix trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

function WindowForm({
  title,
  confirm,
  pending,
  withPublication,
  timeZone,
  onCancel,
  onSubmit,
}: {
  /** The dialog's title, which also heads a failure toast. */
  title: string;
  confirm: string;
  pending: boolean;
  withPublication: boolean;
  timeZone: string;
  onCancel: () => void;
  onSubmit: (window: ChosenWindow) => void;
}) {
  // Defaults from the moment the dialog opens (this form mounts with it).
  const [start] = useState(() => ({ ...defaultWindow(new Date(), timeZone), publishNow: false }));
  const schema = useMemo(() => windowFormSchema(timeZone, withPublication), [timeZone, withPublication]);
  // A few dates in a modal dialog: not worth a question before leaving (decision 034).
  const form = useContractForm(schema, { defaultValues: start, failureTitle: title, guard: false });
  const publishNow = form.watch("publishNow");
  const today = storeDateValue(new Date(), timeZone);

  const submit = form.submitWith(async (values) => {
    // The schema has just accepted these values on the same clock.
    const result = readWindowForm(values, new Date(), timeZone, withPublication);
    if (result.ok) {
      const { ok: _ok, ...chosen } = result;
      onSubmit(chosen);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {withPublication ? (
          <>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink sm:col-span-2">
              <Checkbox
                checked={publishNow}
                onChange={() => {
                  form.setValue("publishNow", !publishNow, { shouldDirty: true });
                  form.clearErrors(["publishDate", "publishTime"]);
                }}
              />
              {PRODUCTS.publishNow}
            </label>
            <TextField
              label={PRODUCTS.publishDate}
              type="date"
              required={!publishNow}
              disabled={publishNow}
              min={today}
              {...form.field("publishDate")}
            />
            <TextField
              label={PRODUCTS.publishTime}
              type="time"
              required={!publishNow}
              disabled={publishNow}
              {...form.field("publishTime")}
            />
          </>
        ) : null}
        <TextField label={PRODUCTS.expiryDate} type="date" required min={today} {...form.field("expiryDate")} />
        <TextField label={PRODUCTS.expiryTime} type="time" required {...form.field("expiryTime")} />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {PRODUCTS.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? PRODUCTS.saving : publishNow ? PRODUCTS.publishNowConfirm : confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Schedule Products / Activate Expired Products / Reschedule Products: a publication and an expiry. */
export function WindowDialog({
  title,
  text,
  confirm,
  pending,
  timeZone,
  onSubmit,
  ...frame
}: DialogFrameProps & {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  timeZone: string;
  onSubmit: (window: ChosenWindow) => void;
}) {
  return (
    <AdminDialog {...frame} title={title} text={text} className="max-w-lg">
      {frame.open ? (
        <WindowForm
          title={title}
          confirm={confirm}
          pending={pending}
          withPublication
          timeZone={timeZone}
          onCancel={() => frame.onOpenChange(false)}
          onSubmit={onSubmit}
        />
      ) : null}
    </AdminDialog>
  );
}

/** Reactivate Product: only a new expiry; the product goes live at once. */
export function ReactivateDialog({
  name,
  pending,
  timeZone,
  onSubmit,
  ...frame
}: DialogFrameProps & { name: string; pending: boolean; timeZone: string; onSubmit: (expiresAt: string) => void }) {
  return (
    <AdminDialog
      {...frame}
      title={PRODUCTS.reactivateTitle}
      text={PRODUCTS.reactivateText(name, timeZone)}
      className="max-w-lg"
    >
      {frame.open ? (
        <WindowForm
          title={PRODUCTS.reactivateTitle}
          confirm={PRODUCTS.reactivateConfirm}
          pending={pending}
          withPublication={false}
          timeZone={timeZone}
          onCancel={() => frame.onOpenChange(false)}
          onSubmit={(window) => onSubmit(window.expiresAt)}
        />
      ) : null}
    </AdminDialog>
  );
}
