import { ShieldOff } from "lucide-react";
import { useState } from "react";
import { twoFactorTokenSchema } from "../../../contracts/admin";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { AdminDialog } from "../components/admin-dialog";
import { useContractForm } from "../components/use-contract-form";
import { SECURITY } from "../strings";
import { CODE_INPUT, CodeField } from "./code-field";
import { useDisableTwoFactor } from "./use-security";

/** Turning two-factor off, which asks for a current code in a dialog. */
export function DisableTwoFactor() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <ShieldOff aria-hidden="true" />
          {SECURITY.disable}
        </Button>
      </div>
      <AdminDialog open={open} onOpenChange={setOpen} title={SECURITY.disableTitle} text={SECURITY.disableText}>
        {/* Mounted while open, so every opening starts with an empty code. */}
        {open ? <DisableForm onDone={() => setOpen(false)} /> : null}
      </AdminDialog>
    </>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useContractForm(twoFactorTokenSchema, {
    defaultValues: { token: "" },
    failureTitle: SECURITY.disableFailed,
  });
  const submit = form.submitWith(
    (values) => disable.mutateAsync(values.token),
    onDone,
    (error) => {
      form.setValue("token", "");
      // Also inside the dialog: while it is open, the page behind it (the toasts too) is hidden from
      // screen readers.
      if (error instanceof Error) form.setError("token", { message: error.message }, { shouldFocus: true });
    },
  );
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={submit}>
      <CodeField label={SECURITY.verifyCode} {...form.field("token", CODE_INPUT)} />
      <DialogFooter>
        <Button variant="ghost" onClick={onDone} disabled={pending}>
          {SECURITY.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? SECURITY.disabling : SECURITY.disableConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
