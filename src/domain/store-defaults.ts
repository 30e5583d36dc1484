// What the shop says where the owner has not said otherwise.

/** Support hours until a store setting replaces them. */
export const SUPPORT_HOURS_FALLBACK = "Monday-Friday, 9am-5pm ET";

/** The shop's name before the owner gives it one, in titles, the header and the legal pages. */
export const STORE_NAME_FALLBACK = "Drop";
