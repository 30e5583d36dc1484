import { Check, Copy, Download, KeyRound, LoaderCircle, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from "react";
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_PASSWORD_TOO_LONG,
  ADMIN_PASSWORD_TOO_SHORT,
  TOTP_CODE_LENGTH,
  TOTP_CODE_MESSAGE,
  totpCodeSchema,
  type TwoFactorSetup,
} from "../../../contracts/admin";
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
import { Spinner } from "../../components/ui/spinner";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { isApiError } from "../../lib/api";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { PasswordField } from "../components/password-field";
import { LOGIN, SECURITY } from "../strings";
import { downloadFile } from "../../lib/download-file";
import { copyText } from "./copy-text";
import {
  useChangePassword,
  useDisableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
  useVerifyTwoFactor,
} from "./use-security";

function failed(title: string, error: Error) {
  toast({ variant: "destructive", title, description: error.message });
}

/** Two-factor (set up, verify, recovery codes, turn off) and the password change that needs it. */
export function SecurityTab() {
  const status = useTwoFactorStatus();

  if (status.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner size="lg" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <LoadFailedMessage
        what={SECURITY.loadFailed}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  return (
    <div className="grid max-w-3xl gap-5">
      <TwoFactorCard enabled={status.data.enabled} recoveryCodesRemaining={status.data.recoveryCodesRemaining} />
      <PasswordCard twoFactorEnabled={status.data.enabled} />
    </div>
  );
}

/** A 6-digit code field, as authenticator apps show them. */
function CodeField({
  label,
  hint,
  value,
  error,
  onChange,
  ref,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <TextField
      ref={ref}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_CODE_LENGTH}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.replace(/\s/g, ""))}
      className="max-w-56"
    />
  );
}

function codeError(code: string): string | undefined {
  return totpCodeSchema.safeParse(code).success ? undefined : TOTP_CODE_MESSAGE;
}

type TwoFactorStep = { kind: "idle" } | { kind: "scan"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] };

function TwoFactorCard({ enabled, recoveryCodesRemaining }: { enabled: boolean; recoveryCodesRemaining: number }) {
  const [step, setStep] = useState<TwoFactorStep>({ kind: "idle" });
  const start = useStartTwoFactorSetup();
  const headingId = useId();

  function beginSetup() {
    start.mutate(undefined, {
      onSuccess: (setup) => setStep({ kind: "scan", setup }),
      onError: (error) => failed(SECURITY.setupFailed, error),
    });
  }

  return (
    <AdminCard>
      <div aria-labelledby={headingId} role="group" className="grid gap-4">
        <div className="flex items-start gap-3">
          <span
            className={`grid size-11 shrink-0 place-items-center rounded-full ${enabled ? "bg-primary-soft text-success" : "bg-accent-soft text-accent-ink"}`}
          >
            {enabled ? (
              <ShieldCheck aria-hidden="true" className="size-6" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-6" />
            )}
          </span>
          <div className="grid gap-1">
            <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
              {SECURITY.twoFactorTitle}
            </h2>
            <p className="text-sm leading-6 text-ink-muted">{enabled ? SECURITY.twoFactorOn : SECURITY.twoFactorOff}</p>
            {enabled && step.kind !== "codes" ? (
              <p className="text-sm text-ink-muted">{SECURITY.recoveryLeft(recoveryCodesRemaining)}</p>
            ) : null}
          </div>
        </div>

        {step.kind === "scan" ? (
          <ScanAndVerify
            setup={step.setup}
            onCancel={() => setStep({ kind: "idle" })}
            onVerified={(codes) => setStep({ kind: "codes", codes })}
          />
        ) : step.kind === "codes" ? (
          <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: "idle" })} />
        ) : enabled ? (
          <DisableTwoFactor />
        ) : (
          <div>
            <Button onClick={beginSetup} disabled={start.isPending}>
              {start.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <KeyRound aria-hidden="true" />
              )}
              {start.isPending ? SECURITY.settingUp : SECURITY.setUp}
            </Button>
          </div>
        )}
      </div>
    </AdminCard>
  );
}

function ScanAndVerify({
  setup,
  onCancel,
  onVerified,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onVerified: (codes: string[]) => void;
}) {
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  const keyId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (problem) return codeRef.current?.focus();
    verify.mutate(code, {
      onSuccess: (result) => onVerified(result.recoveryCodes),
      onError: (err) => {
        setCode("");
        failed(SECURITY.verificationFailed, err);
      },
    });
  }

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
          <CodeField
            ref={codeRef}
            label={SECURITY.verifyCode}
            hint={SECURITY.verifyHint}
            value={code}
            error={error}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              {verify.isPending ? SECURITY.verifying : SECURITY.verify}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
              {SECURITY.cancel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const savedId = useId();
  // Focus lands here once, so a keyboard or screen-reader user meets the codes at once.
  useEffect(() => headingRef.current?.focus(), []);
  const text = `${SECURITY.recoveryFileHeading}\n\n${codes.join("\n")}\n`;

  return (
    <section
      aria-labelledby={`${savedId}-title`}
      className="grid gap-4 rounded-xl border border-accent/60 bg-accent-soft/60 p-4 sm:p-5"
    >
      <div>
        <h3 id={`${savedId}-title`} ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
          {SECURITY.recoveryTitle}
        </h3>
        <p className="mt-1 text-sm leading-6 text-ink-muted">{SECURITY.recoveryText}</p>
      </div>
      <ol
        aria-label={SECURITY.recoveryTitle}
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-card p-3 font-mono text-sm tracking-wider text-ink"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copyText(codes.join("\n"))}>
          <Copy aria-hidden="true" />
          {SECURITY.copyCodes}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadFile(SECURITY.recoveryFileName, text, "text/plain;charset=utf-8")}
        >
          <Download aria-hidden="true" />
          {SECURITY.downloadCodes}
        </Button>
      </div>
      <label htmlFor={savedId} className="flex items-center gap-2.5 text-sm font-medium text-ink">
        <input
          id={savedId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-5 accent-primary"
        />
        {SECURITY.savedThem}
      </label>
      <div>
        <Button onClick={onDone} disabled={!saved}>
          <Check aria-hidden="true" />
          {SECURITY.done}
        </Button>
      </div>
    </section>
  );
}

function DisableTwoFactor() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const disable = useDisableTwoFactor();
  const codeRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (problem) return codeRef.current?.focus();
    disable.mutate(code, {
      onSuccess: () => setOpen(false),
      onError: (err) => {
        setCode("");
        // Also inside the dialog: while it is open, the page behind it (the toasts too) is hidden from
        // screen readers.
        setError(err.message);
        failed(SECURITY.disableFailed, err);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setCode("");
        setError(undefined);
      }}
    >
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <ShieldOff aria-hidden="true" />
          {SECURITY.disable}
        </Button>
      </div>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SECURITY.disableTitle}</DialogTitle>
          <DialogDescription>{SECURITY.disableText}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit}>
          <CodeField
            ref={codeRef}
            label={SECURITY.verifyCode}
            value={code}
            error={error}
            onChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
          />
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={disable.isPending}>
              {SECURITY.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending ? SECURITY.disabling : SECURITY.disableConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string; totpCode: string };
type PasswordField = keyof PasswordValues;
const EMPTY_PASSWORDS: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "", totpCode: "" };

/** The spec's checks, in its order: every field, the match, the length, the code. */
function checkPasswords(values: PasswordValues): { field: PasswordField; message: string } | null {
  const empty = (Object.keys(values) as PasswordField[]).find((field) => values[field] === "");
  if (empty) return { field: empty, message: LOGIN.fillAllFields };
  if (values.newPassword !== values.confirmPassword)
    return { field: "confirmPassword", message: SECURITY.passwordMismatch };
  if (values.newPassword.length < ADMIN_PASSWORD_MIN_LENGTH)
    return { field: "newPassword", message: ADMIN_PASSWORD_TOO_SHORT };
  if (values.newPassword.length > ADMIN_PASSWORD_MAX_LENGTH)
    return { field: "newPassword", message: ADMIN_PASSWORD_TOO_LONG };
  const code = codeError(values.totpCode);
  if (code) return { field: "totpCode", message: code };
  return null;
}

function PasswordCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const headingId = useId();
  return (
    <AdminCard>
      <div role="group" aria-labelledby={headingId} className="grid gap-4">
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
              {SECURITY.passwordTitle}
            </h2>
            {twoFactorEnabled ? null : (
              <p className="text-sm leading-6 text-ink-muted">{SECURITY.passwordNeedsTwoFactor}</p>
            )}
          </div>
        </div>
        {twoFactorEnabled ? <PasswordForm /> : null}
      </div>
    </AdminCard>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [problem, setProblem] = useState<{ field: PasswordField; message: string } | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  function set(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPasswords(values);
    setProblem(found);
    if (found?.message === SECURITY.passwordMismatch) {
      toast({ variant: "destructive", title: SECURITY.passwordMismatch, description: SECURITY.passwordMismatchText });
    }
    if (found) {
      const refs = { currentPassword: currentRef, newPassword: newRef, confirmPassword: confirmRef, totpCode: codeRef };
      return refs[found.field].current?.focus();
    }
    const { confirmPassword: _confirm, ...body } = values;
    change.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_PASSWORDS);
        toast({ title: SECURITY.passwordChangedTitle, description: SECURITY.passwordChangedText });
      },
      onError: (error) => {
        setValues((current) => ({ ...current, totpCode: "" }));
        failed(SECURITY.passwordChangeFailed, error);
        // The server names the field at fault (a wrong current password or code): show it there too.
        const fields = isApiError(error) ? error.fieldErrors : undefined;
        const field = (["currentPassword", "newPassword", "totpCode"] as const).find((f) => fields?.[f]?.[0]);
        if (field && fields) setProblem({ field, message: fields[field][0] });
      },
    });
  }

  const errorFor = (field: PasswordField) => (problem?.field === field ? problem.message : undefined);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <PasswordField
        ref={currentRef}
        label={SECURITY.currentPassword}
        autoComplete="current-password"
        value={values.currentPassword}
        error={errorFor("currentPassword")}
        onChange={(e) => set("currentPassword", e.target.value)}
      />
      <PasswordField
        ref={newRef}
        label={SECURITY.newPassword}
        hint={SECURITY.newPasswordHint}
        autoComplete="new-password"
        value={values.newPassword}
        error={errorFor("newPassword")}
        onChange={(e) => set("newPassword", e.target.value)}
      />
      <PasswordField
        ref={confirmRef}
        label={SECURITY.confirmPassword}
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errorFor("confirmPassword")}
        onChange={(e) => set("confirmPassword", e.target.value)}
      />
      <CodeField
        ref={codeRef}
        label={SECURITY.passwordCode}
        value={values.totpCode}
        error={errorFor("totpCode")}
        onChange={(value) => set("totpCode", value)}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <KeyRound aria-hidden="true" />
          )}
          {change.isPending ? SECURITY.changingPassword : SECURITY.changePassword}
        </Button>
      </div>
    </form>
  );
}
