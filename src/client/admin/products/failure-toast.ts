import { failureToast as adminFailureToast } from "../components/failure-toast";
import { PRODUCTS } from "./product-strings";

/** The admin failure toast with the product screens' own sentence for an ended session. */
export function failureToast(title: string, error: unknown): void {
  adminFailureToast(title, error, PRODUCTS.toasts.authExpired);
}
