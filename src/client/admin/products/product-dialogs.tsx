import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { PRODUCTS } from "./product-strings";
import { Checkbox } from "../components/checkbox";
import {
  defaultWindow,
  readExpiry,
  readWindow,
  storeDateValue,
  type WindowErrors,
  type WindowValues,
} from "./schedule-window";

/** What the window dialogs send: a publication time still ahead, or the owner's explicit "Publish now". */
export type ChosenWindow = { publishAt: string; expiresAt: string } | { publishNow: true; expiresAt: string };

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the dialogs are opened by code, not by a Radix trigger). */
  onCloseAutoFocus: (event: Event) => void;
}

/** A yes/no question before a destructive action; the confirm button says what happens. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  text,
  confirm,
  pending,
  onConfirm,
}: DialogFrameProps & {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {PRODUCTS.cancel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? PRODUCTS.deleting : confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function WindowForm({
  title,
  text,
  confirm,
  pending,
  withPublication,
  timeZone,
  onCancel,
  onSubmit,
}: {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  withPublication: boolean;
  timeZone: string;
  onCancel: () => void;
  onSubmit: (window: ChosenWindow) => void;
}) {
  // Defaults from the moment the dialog opens (this form mounts with it).
  const [opened] = useState(() => new Date());
  const [values, setValues] = useState<WindowValues>(() => defaultWindow(opened, timeZone));
  const [errors, setErrors] = useState<WindowErrors>({});
  const [publishNow, setPublishNow] = useState(false);
  const today = storeDateValue(new Date(), timeZone);

  const field = (name: keyof WindowValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const now = new Date();
    if (withPublication) {
      const result = readWindow(values, now, timeZone, publishNow);
      if (!result.ok) return setErrors(result.errors);
      const { ok: _ok, ...chosen } = result;
      onSubmit(chosen);
    } else {
      const result = readExpiry(values, now, timeZone);
      if (!result.ok) return setErrors(result.errors);
      onSubmit({ publishNow: true, expiresAt: result.expiresAt });
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {withPublication ? (
          <>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink sm:col-span-2">
              <Checkbox
                checked={publishNow}
                onChange={() => {
                  setPublishNow((was) => !was);
                  setErrors((current) => ({ ...current, publishDate: undefined, publishTime: undefined }));
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
              {...field("publishDate")}
            />
            <TextField
              label={PRODUCTS.publishTime}
              type="time"
              required={!publishNow}
              disabled={publishNow}
              {...field("publishTime")}
            />
          </>
        ) : null}
        <TextField label={PRODUCTS.expiryDate} type="date" required min={today} {...field("expiryDate")} />
        <TextField label={PRODUCTS.expiryTime} type="time" required {...field("expiryTime")} />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {PRODUCTS.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? PRODUCTS.saving : confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FormDialog({ open, onOpenChange, onCloseAutoFocus, children }: DialogFrameProps & { children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-w-lg">
        {children}
      </DialogContent>
    </Dialog>
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
    <FormDialog {...frame}>
      {frame.open ? (
        <WindowForm
          title={title}
          text={text}
          confirm={confirm}
          pending={pending}
          withPublication
          timeZone={timeZone}
          onCancel={() => frame.onOpenChange(false)}
          onSubmit={onSubmit}
        />
      ) : null}
    </FormDialog>
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
    <FormDialog {...frame}>
      {frame.open ? (
        <WindowForm
          title={PRODUCTS.reactivateTitle}
          text={PRODUCTS.reactivateText(name, timeZone)}
          confirm={PRODUCTS.reactivateConfirm}
          pending={pending}
          withPublication={false}
          timeZone={timeZone}
          onCancel={() => frame.onOpenChange(false)}
          onSubmit={(window) => onSubmit(window.expiresAt)}
        />
      ) : null}
    </FormDialog>
  );
}
