import { FileUp } from "lucide-react";
import { useId, type ChangeEvent, type RefObject } from "react";
import { cn } from "../../lib/ui/cn";
import { buttonClassName } from "../../components/ui/button";
import { FieldHint } from "../../components/ui/form-field";
import { FILE_FIELD } from "../strings";

/**
 * A file input that says which file is chosen, in the page's own type (the browser's native text sits in
 * the control's shadow, unstyled, and reads "No file chosen" again after a reset). The input itself stays
 * the labelled, focusable control; the button and the name beside it are its face.
 */
export function FileField({
  label,
  hint,
  accept,
  disabled,
  fileName,
  inputRef,
  onChange,
}: {
  label: string;
  hint?: string;
  accept: string;
  disabled?: boolean;
  /** The chosen file's name, or null when none is chosen (the parent owns it, so a reset clears it). */
  fileName: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={disabled}
          onChange={onChange}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          onClick={() => !disabled && inputRef.current?.click()}
          className={cn(
            buttonClassName({ variant: "secondary", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-primary/25",
            disabled && "pointer-events-none opacity-60",
          )}
        >
          <FileUp aria-hidden="true" />
          {FILE_FIELD.choose}
        </span>
        <span className={cn("min-w-0 text-sm break-all", fileName ? "font-medium text-ink" : "text-ink-muted")}>
          {fileName ?? FILE_FIELD.none}
        </span>
      </div>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
    </div>
  );
}
