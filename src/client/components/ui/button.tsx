import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/ui/cn";

const base =
  "inline-flex shrink-0 select-none items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap " +
  "transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.98] " +
  "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.15em] [&_svg]:shrink-0";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm shadow-primary/20 hover:bg-primary-hover",
  secondary: "border border-line bg-card text-ink shadow-sm hover:border-primary/30 hover:bg-primary-soft",
  ghost: "text-ink hover:bg-primary-soft hover:text-primary",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover",
} as const;

// md and lg meet the 44 px minimum touch target; sm is for dense rows where a larger parent takes taps.
const sizes = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-[0.9375rem]",
  lg: "h-12 px-6 text-base",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** The button look for elements that must stay links (wouter `Link`, `<a>` to /api/...). */
export function buttonClassName({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}) {
  return cn(base, variants[variant], sizes[size], fullWidth && "w-full", className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, "className"> {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, className, type = "button", ref, ...props }: ButtonProps) {
  // type="button" by default: a bare <button> inside a form would submit it by accident.
  return (
    <button ref={ref} type={type} className={buttonClassName({ variant, size, fullWidth, className })} {...props} />
  );
}
