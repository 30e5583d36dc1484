import { Heart } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../../lib/ui/cn";
import { useToggleWishlist, useWishlistCheck } from "../../lib/wishlist/use-wishlist";

export interface WishlistHeartProps {
  productId: number;
  /** undefined while the user loads; null when signed out. */
  signedIn: boolean | undefined;
  /** A visitor's tap, or a tap the server refused for want of a session: the page opens Login Required. */
  onSignInRequired: (action: "add" | "remove") => void;
  /** The visitor tapped the heart, signed in and came back: save the product once the check says it is not. */
  addOnSignIn?: boolean;
}

/**
 * Adds the product to the wishlist, or removes it when it is already there. While the answer is on its
 * way the heart already shows the new state and ignores further taps.
 */
export function WishlistHeart({ productId, signedIn, onSignInRequired, addOnSignIn = false }: WishlistHeartProps) {
  const check = useWishlistCheck(productId, signedIn === true);
  const toggle = useToggleWishlist(productId, onSignInRequired);
  const added = useRef(false);
  const savedAlready = check.data?.inWishlist;
  useEffect(() => {
    if (!addOnSignIn || added.current || signedIn !== true || savedAlready !== false) return;
    added.current = true;
    toggle.mutate(true);
  }, [addOnSignIn, signedIn, savedAlready, toggle]);
  const saved = toggle.isPending ? toggle.variables : (check.data?.inWishlist ?? false);
  const unknown = signedIn === undefined || (signedIn && check.isPending);
  const busy = toggle.isPending || unknown;

  return (
    <button
      type="button"
      aria-label={saved ? "Remove from wishlist" : "Add to wishlist"}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        if (!signedIn) onSignInRequired(saved ? "remove" : "add");
        else toggle.mutate(!saved);
      }}
      className={cn(
        "-mr-1.5 grid size-11 shrink-0 place-items-center rounded-full transition-[color,background-color,transform] active:scale-90",
        saved ? "bg-primary-soft text-primary" : "text-ink-muted hover:bg-primary-soft hover:text-primary",
        unknown && "opacity-50",
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn("size-6 transition-transform", saved && "scale-110")}
        fill={saved ? "currentColor" : "none"}
        strokeWidth={2}
      />
    </button>
  );
}
