import { ArrowLeft, LoaderCircle, ShieldCheck } from "lucide-react";
import { Redirect, useLocation, useSearch } from "wouter";
import { z } from "zod";
import { adminLoginSchema, loginCodeSchema } from "../../../contracts/admin";
import { BrandMark } from "../../components/ui/app-header";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { PageSpinner } from "../../components/ui/spinner";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { toast } from "../../lib/ui/use-toast";
import { useAdminLogin, useAdminUser } from "../admin-session";
import { PasswordField } from "../components/password-field";
import { useContractForm } from "../components/use-contract-form";
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

/**
 * The checks, in order, one at a time: every field shown, then the contract's email and code
 * rules. `needsCode` is set once the server has asked for the code; it is never sent.
 */
const loginFormSchema = z
  .strictObject({ email: z.string(), password: z.string(), totpCode: z.string(), needsCode: z.boolean() })
  .superRefine((values, context) => {
    const problem = firstProblem(values);
    if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
type LoginValues = z.input<typeof loginFormSchema>;

function firstProblem(values: LoginValues): { field: "email" | "password" | "totpCode"; message: string } | null {
  const shown = ["email", "password", ...(values.needsCode ? (["totpCode"] as const) : [])] as const;
  const empty = shown.find((field) => values[field].trim() === "");
  if (empty) return { field: empty, message: LOGIN.fillAllFields };
  const email = adminLoginSchema.shape.email.safeParse(values.email.trim()).error?.issues[0];
  if (email) return { field: "email", message: email.message };
  const code = values.needsCode ? loginCodeSchema.safeParse(values.totpCode).error?.issues[0] : undefined;
  return code ? { field: "totpCode", message: code.message } : null;
}

function LoginCard({ returnTo }: { returnTo: string }) {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useContractForm(loginFormSchema, {
    defaultValues: { email: "", password: "", totpCode: "", needsCode: false },
    failureTitle: LOGIN.failedTitle,
    sessionEnded: null,
    guard: false,
  });
  const needsCode = form.watch("needsCode");
  const submit = form.submitWith(
    ({ email, password, totpCode }) =>
      login.mutateAsync({ email: email.trim(), password, ...(needsCode ? { totpCode: totpCode.trim() } : {}) }),
    (result, values) => {
      if ("requiresTwoFactor" in result) {
        form.reset({ ...values, needsCode: true });
        toast({ title: LOGIN.twoFactorRequiredTitle, description: LOGIN.twoFactorRequiredText });
        // The field appears with this render; focus it once it is there.
        requestAnimationFrame(() => form.setFocus("totpCode"));
        return;
      }
      toast({ title: LOGIN.successTitle, description: LOGIN.successText });
      navigate(`~${returnTo}`, { replace: true });
    },
    // A code is spent or wrong either way: clear it so the next one is typed fresh.
    () => form.setValue("totpCode", ""),
  );
  // "Please fill in all fields" is said once for the form, not beside a field.
  const problem = (field: "email" | "password" | "totpCode") => {
    const message = form.errorOf(field);
    return message === LOGIN.fillAllFields ? undefined : message;
  };
  const fillAll = (["email", "password", "totpCode"] as const).some((f) => form.errorOf(f) === LOGIN.fillAllFields);

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
          label={LOGIN.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.field("email")}
          error={problem("email")}
        />
        <PasswordField
          label={LOGIN.password}
          autoComplete="current-password"
          {...form.field("password")}
          error={problem("password")}
        />
        {needsCode ? (
          <TextField
            label={LOGIN.code}
            hint={LOGIN.codeHint}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={11}
            {...form.field("totpCode")}
            error={problem("totpCode")}
          />
        ) : null}

        {fillAll ? (
          <p role="alert" className="rounded-xl bg-destructive-soft px-3.5 py-2.5 text-sm font-medium text-destructive">
            {LOGIN.fillAllFields}
          </p>
        ) : null}

        <Button type="submit" size="lg" fullWidth disabled={form.formState.isSubmitting} className="mt-1">
          {form.formState.isSubmitting ? (
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
