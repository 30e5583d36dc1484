import type { FormEvent, ReactNode } from "react";
import { TextField } from "../../components/ui/form-field";

/** A screen's search box: a search landmark whose field grows, with its button (if any) beside it. */
export function SearchForm({
  label,
  placeholder,
  value,
  onValue,
  onSearch,
  maxLength,
  className,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  /** Each keystroke's text. */
  onValue: (text: string) => void;
  /** Enter, or the button. */
  onSearch: () => void;
  maxLength?: number;
  className?: string;
  /** The submit button, where searching waits for it. */
  children?: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <form role="search" onSubmit={submit} className={`flex items-end gap-2 ${className ?? ""}`}>
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          type="search"
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
      {children}
    </form>
  );
}
