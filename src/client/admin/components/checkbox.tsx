import { useEffect, useRef } from "react";
import { cn } from "../../lib/ui/cn";

/** A checkbox whose third state (some selected) is set through the DOM, as HTML has no attribute for it. */
export function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
  className,
}: {
  checked: boolean;
  indeterminate?: boolean;
  /** Without one, the checkbox must sit inside its <label>. */
  label?: string;
  onChange: () => void;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className={cn("size-5 cursor-pointer rounded accent-primary", className)}
    />
  );
}
