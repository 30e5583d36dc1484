import { useId, type FormEventHandler, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { FieldHint } from "../../components/ui/form-field";
import { AdminCard } from "../components/admin-page";
import { COMMON } from "./settings-strings";

/** A card's heading and the line under it. */
export function TabHeading({ title, text, id }: { title: string; text?: string; id?: string }) {
  return (
    <div className="mb-4 grid gap-1">
      <h2 id={id} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      {text ? <p className="text-sm leading-6 text-ink-muted">{text}</p> : null}
    </div>
  );
}

/**
 * A settings card that is one form: its heading, the fields, then the submit button, which says so while
 * the save runs.
 */
export function FormCard({
  title,
  text,
  onSubmit,
  saving,
  save = COMMON.save,
  busy = COMMON.saving,
  className = "grid gap-4",
  footerClassName,
  children,
}: {
  title: string;
  text?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The button's words, and what it says while saving. */
  save?: string;
  busy?: string;
  /** The form's layout. */
  className?: string;
  footerClassName?: string;
  children: ReactNode;
}) {
  return (
    <AdminCard>
      <TabHeading title={title} text={text} />
      <form noValidate onSubmit={onSubmit} className={className}>
        {children}
        <div className={footerClassName}>
          <Button type="submit" disabled={saving}>
            {saving ? busy : save}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}

/** An on/off switch (a checkbox with the switch role) with its label and hint. */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-line p-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      </div>
      <Switch
        id={id}
        describedBy={hint ? `${id}-hint` : undefined}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}

export function Switch({
  id,
  label,
  describedBy,
  checked,
  disabled = false,
  onChange,
}: {
  id?: string;
  /** An accessible name when no <label> points at it. */
  label?: string;
  describedBy?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      aria-label={label}
      aria-describedby={describedBy}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-muted/40 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-card before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:ring-4 focus-visible:ring-primary/20 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
    />
  );
}
