import { CircleAlert, FlaskConical, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { fieldErrorsOf, firstFieldErrors } from "../../../contracts/field-errors";
import { devLoginSchema, type DevLogin } from "../../../contracts/user";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { isApiError } from "../../lib/api/api";
import { useDevSignIn } from "./use-dev-sign-in";

type Field = keyof DevLogin;
type FieldErrors = Partial<Record<Field, string>>;

function validate(values: DevLogin): FieldErrors {
  const result = devLoginSchema.safeParse(values);
  if (result.success) return {};
  return firstFieldErrors(fieldErrorsOf(result.error.issues, "form"));
}

/**
 * Signs in as any email without a password, for the embedded default and tests; the server offers it
 * only when no identity provider is configured and never in production.
 */
export function DevSignInForm({ onSignedIn, primary = false }: { onSignedIn: () => void; primary?: boolean }) {
  const headingId = useId();
  const signIn = useDevSignIn();
  const [values, setValues] = useState<DevLogin>({ email: "", fullName: "" });
  // Errors appear after the first submit, then follow the input as it changes.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const clientErrors = submitted ? validate(values) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    if (found.email) return emailRef.current?.focus();
    if (found.fullName) return nameRef.current?.focus();
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const fields = isApiError(error) ? error.fieldErrors : undefined;
        const mapped = { email: fields?.email?.[0], fullName: fields?.fullName?.[0] };
        setServerErrors(mapped);
        // A message that belongs to a field is shown under it; anything else (rate limit, outage) here.
        setFormError(mapped.email || mapped.fullName ? null : error.message);
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-dashed border-line bg-card/70 p-5">
      <div className="flex items-center gap-2">
        <FlaskConical aria-hidden="true" className="size-4 text-accent-ink" />
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          Dev sign-in
        </h2>
      </div>
      <p className="mt-1 text-[0.8125rem] leading-5 text-ink-muted">
        For local development and tests only: signs you in with any email, no password.
      </p>

      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={values.email}
          onChange={(event) => change("email", event.target.value)}
          error={errors.email}
        />
        <TextField
          ref={nameRef}
          label="Full name"
          name="fullName"
          autoComplete="name"
          placeholder="Asha Rao"
          value={values.fullName}
          onChange={(event) => change("fullName", event.target.value)}
          error={errors.fullName}
        />
        {formError ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-destructive-soft p-3 text-sm font-medium text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{formError}</span>
          </p>
        ) : null}
        <Button type="submit" variant={primary ? "primary" : "secondary"} fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {signIn.isPending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </section>
  );
}
