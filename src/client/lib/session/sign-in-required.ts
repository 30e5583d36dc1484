import { isApiError } from "../api/api";

/**
 * Why the Login Required dialog opened, and what it says. A visitor's tap on Order
 * Now gets the dialog's own line; a shopper whose session ended meanwhile gets the error the action raised.
 */
export const SIGN_IN_REQUIRED_MESSAGES = {
  order: "Please log in to place an order",
  "order-session": "You need to be logged in to place an order",
  "wishlist-add": "You need to be logged in to add to wishlist",
  "wishlist-remove": "You need to be logged in to remove from wishlist",
  remind: "You need to be logged in to set a reminder",
} as const;

export type SignInReason = keyof typeof SIGN_IN_REQUIRED_MESSAGES;

/** Whether the server refused because nobody is signed in (the session ended, or the shopper signed out elsewhere). */
export function isSignInRequired(error: unknown): boolean {
  return isApiError(error) && (error.code === "UNAUTHORIZED" || (error.code === undefined && error.status === 401));
}
