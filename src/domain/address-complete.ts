// Kept apart from address.ts (the form schema, built with zod) so screens that only need this check do
// not download the validation library.

/**
 * Whether a saved address is enough to ship an order. Deliberately looser than the form (no phone,
 * no country list): it guards ordering against empty profiles, the form guards data entry.
 */
export function isAddressComplete(u: {
  address?: string | null;
  postalCode?: string | null;
  country?: string | null;
}): boolean {
  return (
    (u.address ?? "").trim().length >= 5 &&
    (u.postalCode ?? "").trim().length >= 3 &&
    (u.country ?? "").trim().length >= 2
  );
}
