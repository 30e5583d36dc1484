import { useQuery } from "@tanstack/react-query";
import { cardOnFileQuery } from "../lib/api/shop-queries";
import { cn } from "../lib/ui/cn";
import { supportContact } from "../../domain/store-contact";
import { useStoreSettings } from "../lib/store/use-store-settings";

export const CHANGE_CARD = "Change card";

/**
 * The card a member's taps are charged to, and how to change it: Stripe's customer portal when the store set
 * its link, else the store's email. Nothing where orders are paid by hand (no Stripe, or no card).
 */
export function CardOnFile({ className }: { className?: string }) {
  const { data } = useQuery(cardOnFileQuery);
  const store = useStoreSettings().data;
  if (!data?.card) return null;
  const portal = store?.customerPortalUrl ?? null;
  const { storeEmail } = supportContact(store);
  const link = "font-semibold underline underline-offset-2";
  return (
    <p className={cn("text-sm", className)}>
      Orders are charged to your {data.card}.{" "}
      {portal ? (
        <a href={portal} target="_blank" rel="noopener noreferrer" className={link}>
          {CHANGE_CARD}
        </a>
      ) : (
        <>
          To change it, write to{" "}
          <a
            href={`mailto:${storeEmail}?subject=${encodeURIComponent("Change my card")}`}
            className={cn(link, "break-all")}
          >
            {storeEmail}
          </a>
          .
        </>
      )}
    </p>
  );
}
