import { ArrowLeft, LoaderCircle, ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { adminLoginSchema, loginCodeSchema } from "../../../contracts/admin";
import { BrandMark } from "../../components/ui/app-header";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { PageSpinner } from "../../components/ui/spinner";
import { useDocumentTitle } from "../../lib/use-document-title";
import { toast } from "../../lib/use-toast";
import { useAdminLogin, useAdminUser } from "../admin-session";
import { PasswordField } from "../components/password-field";
import { adminReturnPath } from "../return-path";
import { LOGIN, SHELL } from "../strings";

/** Where the admin was sent from (`/admin/auth?next=/admin/orders`), checked; else the dashboard. */
function useReturnPath(): string {
  return adminReturnPath(new URLSearchParams(useSearch()).get("next"));
}

export function AuthPage() {
  useDocumentTitle(LOGIN.title);
  const { data: admin, isPending } = useAdminUser();
  const returnTo = useReturnPath();

  if (admin) return <Redirect to={`~${returnTo}`} replace />;
  return (
    <div className="bg-backdrop flex min-h-dvh items-center justify-center px-4 py-10">
      <main className="w-full max-w-md">
        {isPending ? <PageSpinner label={SHELL.checkingSession} /> : <LoginCard returnTo={returnTo} />}
      </main>
    </div>
  );
}

type Field = "email" | "password" | "totpCode";
type Values = Record<Field, string>;

function LoginCard({ returnTo }: { returnTo: string }) {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [values, setValues] = useState<Values>({ email: "", password: "", totpCode: "" });
  const [needsCode, setNeedsCode] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  /** The spec's checks, in its order; answers the first field to fix, or null. */
  function check(): Field | null {
    const empty = (["email", "password", ...(needsCode ? ["totpCode" as const] : [])] as Field[]).find(
      (field) => values[field].trim() === "",
    );
    if (empty) {
      setFormError(LOGIN.fillAllFields);
      return empty;
    }
    const email = adminLoginSchema.shape.email.safeParse(values.email.trim());
    if (!email.success) {
      setFieldErrors({ email: email.error.issues[0].message });
      return "email";
    }
    if (needsCode && !loginCodeSchema.safeParse(values.totpCode).success) {
      setFieldErrors({ totpCode: loginCodeSchema.safeParse(values.totpCode).error?.issues[0].message });
      return "totpCode";
    }
    return null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = check();
    if (invalid) {
      const refs = { email: emailRef, password: passwordRef, totpCode: codeRef };
      return refs[invalid].current?.focus();
    }
    const body = {
      email: values.email.trim(),
      password: values.password,
      ...(needsCode ? { totpCode: values.totpCode.trim() } : {}),
    };
    login.mutate(body, {
      onSuccess: (result) => {
        if ("requiresTwoFactor" in result) {
          setNeedsCode(true);
          toast({ title: LOGIN.twoFactorRequiredTitle, description: LOGIN.twoFactorRequiredText });
          // The field appears with this render; focus it once it is there.
          requestAnimationFrame(() => codeRef.current?.focus());
          return;
        }
        toast({ title: LOGIN.successTitle, description: LOGIN.successText });
        navigate(`~${returnTo}`, { replace: true });
      },
      onError: (error) => {
        toast({ variant: "destructive", title: LOGIN.failedTitle, description: error.message || LOGIN.failedDefault });
        // A code is spent or wrong either way: clear it so the next one is typed fresh.
        if (needsCode) setValues((current) => ({ ...current, totpCode: "" }));
      },
    });
  }

  return (
    <div className="rounded-3xl border border-line bg-card p-6 shadow-xl shadow-ink/5 sm:p-8">
      <div className="flex items-center gap-2">
        <BrandMark />
        <span className="font-display text-xl font-semibold tracking-tight text-primary">{SHELL.brand}</span>
      </div>
      <h1 className="mt-6 font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-ink">
        {LOGIN.title}
      </h1>
      <p className="mt-1 text-[0.9375rem] text-ink-muted">{LOGIN.intro}</p>

      <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
        <TextField
          ref={emailRef}
          label={LOGIN.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={(e) => change("email", e.target.value)}
          error={fieldErrors.email}
        />
        <PasswordField
          ref={passwordRef}
          label={LOGIN.password}
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => change("password", e.target.value)}
          error={fieldErrors.password}
        />
        {needsCode ? (
          <TextField
            ref={codeRef}
            label={LOGIN.code}
            hint={LOGIN.codeHint}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={11}
            value={values.totpCode}
            onChange={(e) => change("totpCode", e.target.value)}
            error={fieldErrors.totpCode}
          />
        ) : null}

        {formError ? (
          <p role="alert" className="rounded-xl bg-destructive-soft px-3.5 py-2.5 text-sm font-medium text-destructive">
            {formError}
          </p>
        ) : null}

        <Button type="submit" size="lg" fullWidth disabled={login.isPending} className="mt-1">
          {login.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              {LOGIN.submitting}
            </>
          ) : (
            <>
              <ShieldCheck aria-hidden="true" />
              {LOGIN.submit}
            </>
          )}
        </Button>
      </form>

      <a
        href="/"
        className="mt-6 flex w-fit items-center gap-1.5 rounded-full text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {LOGIN.backToShop}
      </a>
    </div>
  );
}
