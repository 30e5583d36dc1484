import { KeyRound, LoaderCircle } from "lucide-react";
import { z } from "zod";
import { changePasswordSchema } from "../../../contracts/admin";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/ui/use-toast";
import { PasswordField } from "../components/password-field";
import { useContractForm } from "../components/use-contract-form";
import { LOGIN, SECURITY } from "../strings";
import { CODE_INPUT, CodeField } from "./code-field";
import { useChangePassword } from "./use-security";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "", totpCode: "" };
type PasswordField = keyof typeof EMPTY;

/**
 * The checks, in order, one at a time: every field, the match, then the contract's own rules
 * (the length, the code) as the server applies them.
 */
const passwordFormSchema = z
  .strictObject({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
    totpCode: z.string(),
  })
  .superRefine((values, context) => {
    const problem = firstProblem(values);
    if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

function firstProblem(values: typeof EMPTY): { field: PasswordField; message: string } | null {
  const empty = (Object.keys(values) as PasswordField[]).find((field) => values[field] === "");
  if (empty) return { field: empty, message: LOGIN.fillAllFields };
  if (values.newPassword !== values.confirmPassword)
    return { field: "confirmPassword", message: SECURITY.passwordMismatch };
  const { confirmPassword: _confirm, ...body } = values;
  const issue = changePasswordSchema.safeParse(body).error?.issues[0];
  return issue ? { field: issue.path[0] as PasswordField, message: issue.message } : null;
}

/** The password change, which needs a current two-factor code; every other session is signed out. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useContractForm(passwordFormSchema, {
    defaultValues: EMPTY,
    failureTitle: SECURITY.passwordChangeFailed,
    onInvalid: (errors) => {
      if (errors.confirmPassword?.message === SECURITY.passwordMismatch)
        toast({ variant: "destructive", title: SECURITY.passwordMismatch, description: SECURITY.passwordMismatchText });
    },
  });
  const submit = form.submitWith(
    ({ confirmPassword: _confirm, ...body }) => change.mutateAsync(body),
    () => {
      form.reset(EMPTY);
      toast({ title: SECURITY.passwordChangedTitle, description: SECURITY.passwordChangedText });
    },
    // A code works once: the next try needs a new one.
    () => form.setValue("totpCode", ""),
  );
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <PasswordField
        label={SECURITY.currentPassword}
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <PasswordField
        label={SECURITY.newPassword}
        hint={SECURITY.newPasswordHint}
        autoComplete="new-password"
        {...form.field("newPassword")}
      />
      <PasswordField label={SECURITY.confirmPassword} autoComplete="new-password" {...form.field("confirmPassword")} />
      <CodeField label={SECURITY.passwordCode} {...form.field("totpCode", CODE_INPUT)} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          {pending ? SECURITY.changingPassword : SECURITY.changePassword}
        </Button>
      </div>
    </form>
  );
}
