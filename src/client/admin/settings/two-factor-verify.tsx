import { Copy, LoaderCircle, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { twoFactorTokenSchema, type TwoFactorSetup } from "../../../contracts/admin";
import { Button } from "../../components/ui/button";
import { useContractForm } from "../components/use-contract-form";
import { SECURITY } from "../strings";
import { CODE_INPUT, CodeField } from "./code-field";
import { copyText } from "./copy-text";
import { useVerifyTwoFactor } from "./use-security";

/** The pending secret's QR code and key, and the code from the app that turns two-factor on. */
export function ScanAndVerify({
  setup,
  onCancel,
  onVerified,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onVerified: (codes: string[]) => void;
}) {
  const verify = useVerifyTwoFactor();
  const form = useContractForm(twoFactorTokenSchema, {
    defaultValues: { token: "" },
    failureTitle: SECURITY.verificationFailed,
  });
  const submit = form.submitWith(
    (values) => verify.mutateAsync(values.token),
    (result) => onVerified(result.recoveryCodes),
    () => form.setValue("token", ""),
  );
  const keyId = useId();
  const pending = form.formState.isSubmitting;

  return (
    <div className="grid gap-5 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[auto_1fr] sm:p-5">
      <img
        src={setup.qrCode}
        alt={SECURITY.qrAlt}
        width={176}
        height={176}
        className="size-44 rounded-lg border border-line bg-white p-2"
      />
      <div className="grid content-start gap-3">
        <div>
          <h3 className="font-semibold text-ink">{SECURITY.scanTitle}</h3>
          <p className="mt-1 text-sm leading-6 text-ink-muted">{SECURITY.scanText}</p>
        </div>
        <div className="grid gap-1.5">
          <span id={keyId} className="text-sm font-semibold text-ink">
            {SECURITY.manualKey}
          </span>
          <div className="flex flex-wrap items-center gap-2">
            <code
              aria-labelledby={keyId}
              data-testid="manual-entry-key"
              className="rounded-lg border border-line bg-card px-3 py-2 font-mono text-sm tracking-wider break-all text-ink"
            >
              {setup.manualEntryKey}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copyText(setup.manualEntryKey)}>
              <Copy aria-hidden="true" />
              {SECURITY.copyKey}
            </Button>
          </div>
        </div>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <CodeField label={SECURITY.verifyCode} hint={SECURITY.verifyHint} {...form.field("token", CODE_INPUT)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {pending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              {pending ? SECURITY.verifying : SECURITY.verify}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={pending}>
              {SECURITY.cancel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
