import { isApiError } from "../../lib/api";
import { toast } from "../../lib/use-toast";

/** Shown instead of the server's words when the admin session has ended (the sign-in page follows). */
export const SESSION_ENDED = "Your admin session has ended. Please sign in again.";

/** The spec's failure toast (admin spec 8): its title followed by the server's message. */
export function failureToast(title: string, error: unknown): void {
  const description = isApiError(error)
    ? error.code === "UNAUTHORIZED"
      ? SESSION_ENDED
      : error.message
    : error instanceof Error
      ? error.message
      : undefined;
  toast({ title, description, variant: "destructive" });
}
