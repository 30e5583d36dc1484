/**
 * Joins class names, skipping falsy ones. There is no class-merging library, so a caller's `className`
 * is appended, not merged: override only properties the component does not already set.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
