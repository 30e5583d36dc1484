import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { TextField, type TextFieldProps } from "../../components/ui/form-field";
import { LOGIN } from "../strings";

// Leaves room for the show/hide button inside the input (set through CSSOM, which the CSP allows).
const ROOM_FOR_TOGGLE = { paddingRight: "3.25rem" };

/** A password input with a show/hide toggle; the typed text never leaves the field's own state. */
export function PasswordField(props: Omit<TextFieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={visible ? "text" : "password"} style={ROOM_FOR_TOGGLE} />
      {/* Label (1.25rem) + gap (0.375rem) + half of the 3rem input, minus half of the 2.5rem button. */}
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? LOGIN.hidePassword : LOGIN.showPassword}
        aria-pressed={visible}
        className="absolute top-[2.125rem] right-1.5 grid size-10 place-items-center rounded-lg text-ink-muted transition-colors hover:bg-primary-soft hover:text-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
