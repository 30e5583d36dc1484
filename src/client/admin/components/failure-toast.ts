import { isApiError } from "../../lib/api/api";
import { toast } from "../../lib/ui/use-toast";

/** Shown instead of the server's words when the admin session has ended (the sign-in page follows). */
export const SESSION_ENDED = "Your admin session has ended. Please sign in again.";

/**
 * The back office's failure toast: its title followed by the server's message. An ended session
 * reads as `sessionEnded` instead; product screens have their own sentence for it, and the
 * sign-in page (null) shows the server's own words, since there no session has ended.
 */
export function failureToast(title: string, error: unknown, sessionEnded: string | null = SESSION_ENDED): void {
  const description = isApiError(error)
    ? error.code === "UNAUTHORIZED" && sessionEnded !== null
      ? sessionEnded
      : error.message
    : error instanceof Error
      ? error.message
      : undefined;
  toast({ title, description, variant: "destructive" });
}
