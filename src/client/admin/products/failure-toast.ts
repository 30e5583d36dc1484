import { isApiError } from "../../lib/api";
import { toast } from "../../lib/use-toast";
import { PRODUCTS } from "./product-strings";

/**
 * The spec's failure toast: its title and the server's message. An ended session reads as the product
 * screens' own sentence (DESIGN 11); the session hook then shows the sign-in page on the next read.
 */
export function failureToast(title: string, error: unknown): void {
  const description = isApiError(error)
    ? error.code === "UNAUTHORIZED"
      ? PRODUCTS.toasts.authExpired
      : error.message
    : error instanceof Error
      ? error.message
      : undefined;
  toast({ title, description, variant: "destructive" });
}
