import { TOTP_CODE_LENGTH } from "../../../contracts/admin";
import { TextField, type TextFieldProps } from "../../components/ui/form-field";

/** How a code field registers: spaces an app shows between the digits are dropped. */
export const CODE_INPUT = { setValueAs: (value: string) => value.replace(/\s/g, "") };

/** A 6-digit code field, as authenticator apps show them. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_CODE_LENGTH}
      className="max-w-56"
      {...props}
    />
  );
}
