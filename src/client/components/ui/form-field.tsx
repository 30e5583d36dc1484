import { CircleAlert, ChevronDown } from "lucide-react";
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "../../lib/ui/cn";

const controlBase =
  "block h-12 w-full rounded-xl border bg-card px-3.5 text-base text-ink shadow-sm shadow-ink/[0.03] transition-[border-color,box-shadow] " +
  "placeholder:text-ink-muted/70 focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none " +
  "disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-muted";
const controlValid = "border-line hover:border-ink-muted/40";
const controlInvalid = "border-destructive focus:border-destructive! focus:ring-destructive/15!";

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}

/** Ids of the hint and error a control must name in aria-describedby (error first: it matters most). */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A field's hint under it, by the id its control names in aria-describedby (`${id}-hint`). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-[0.8125rem] leading-5 text-ink-muted">
      {children}
    </p>
  );
}

function FieldFrame({ id, label, hint, error, children, className }: FieldFrameProps) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {error ? (
        <p
          id={`${id}-error`}
          className="flex items-start gap-1.5 text-[0.8125rem] leading-5 font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  label: string;
  /** Help shown under the control at all times. */
  hint?: ReactNode;
  /** Shown under the control; also marks it aria-invalid. */
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, id, className, ref, type = "text", ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(controlBase, error ? controlInvalid : controlValid)}
        {...input}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select: the phone's own picker is the best one on a touch screen. */
export function SelectField({ label, hint, error, id, className, ref, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={cn(controlBase, "appearance-none pr-10", error ? controlInvalid : controlValid)}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea, its hint and error tied to it like the other fields'. */
export function TextAreaField({ label, hint, error, id, className, ref, rows = 4, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cn(
          "block w-full rounded-xl border bg-card px-3.5 py-3 text-base text-ink shadow-sm transition-[border-color,box-shadow] focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none",
          error ? "border-destructive" : "border-line hover:border-ink-muted/40",
        )}
        {...rest}
      />
    </FieldFrame>
  );
}
