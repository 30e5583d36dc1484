import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WishlistCheck, WishlistItem } from "../../../contracts/wishlist";
import { apiRequest, getJson } from "../api/api";
import { refreshShopperData, wishlistCheckKey } from "../api/query-keys";
import { wishlistQuery } from "../api/shop-queries";
import { isSignInRequired, SIGN_IN_REQUIRED_MESSAGES } from "../session/sign-in-required";
import { toast } from "../ui/use-toast";

/** Whether one product is saved (the path carries a query string, so the key's first element is not it). */
function wishlistCheckQuery(productId: number) {
  return queryOptions({
    queryKey: wishlistCheckKey(productId),
    queryFn: ({ signal }) => getJson<WishlistCheck>(`/api/wishlist/check?productId=${productId}`, { signal }),
  });
}

/** The shopper's saved products, newest first, each with its product as it is now. */
export function useWishlist() {
  return useQuery(wishlistQuery);
}

/** Whether one product is saved; only asked for a signed-in shopper. */
export function useWishlistCheck(productId: number, enabled: boolean) {
  return useQuery({ ...wishlistCheckQuery(productId), enabled });
}

export const OFFLINE_NOT_SAVED = "You are offline, so nothing was saved. Tap the heart again once you're back online.";

/**
 * The product page's heart: `true` saves the product, `false` removes it. The answer is put in the cache
 * at once (no second request for the heart) and the shopper's data is refreshed, as after every change. A
 * refusal for want of a session goes to `onSignInRequired` (the Login Required dialog) instead of a toast.
 */
export function useToggleWishlist(productId: number, onSignInRequired: (action: "add" | "remove") => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (add: boolean): Promise<WishlistCheck> => {
      // Sent at once or not at all (query-client.ts): offline, the heart is not shown as saved, and says why.
      if (!navigator.onLine) throw new Error(OFFLINE_NOT_SAVED);
      if (add) {
        const item = await apiRequest<WishlistItem>("POST", "/api/wishlist", { productId });
        return { inWishlist: true, itemId: item.id };
      }
      await apiRequest<{ message: string }>("DELETE", `/api/wishlist/product/${productId}`);
      return { inWishlist: false, itemId: null };
    },
    onSuccess: (check) => {
      queryClient.setQueryData(wishlistCheckQuery(productId).queryKey, check);
      toast({ title: check.inWishlist ? "Added to wishlist" : "Removed from wishlist" });
    },
    onError: (error, add) => {
      if (isSignInRequired(error)) {
        onSignInRequired(add ? "add" : "remove");
        return;
      }
      toast({
        title: add ? "Failed to add to wishlist" : "Failed to remove from wishlist",
        description: error.message,
        variant: "destructive",
      });
    },
    // A failure refreshes too: the heart then shows what the server really has.
    onSettled: () => refreshShopperData(queryClient),
  });
}

/** The wishlist screen's remove failure (the product page's heart says "Failed to remove from wishlist"). */
export const REMOVE_ITEM_FAILED = "Failed to remove item";

/**
 * The wishlist screen's remove button: by item id; the row leaves the list as soon as the server agrees.
 * Signed out meanwhile, the toast says so; the refreshed user then sends the screen to /auth.
 */
export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: WishlistItem) => apiRequest<{ message: string }>("DELETE", `/api/wishlist/${item.id}`),
    onSuccess: (_answer, item) => {
      queryClient.setQueryData(wishlistQuery.queryKey, (items) => items?.filter((i) => i.id !== item.id));
      toast({ title: "Removed from wishlist", description: item.product.name });
    },
    onError: (error) => {
      toast({
        title: REMOVE_ITEM_FAILED,
        description: isSignInRequired(error) ? SIGN_IN_REQUIRED_MESSAGES["wishlist-remove"] : error.message,
        variant: "destructive",
      });
    },
    onSettled: () => refreshShopperData(queryClient),
  });
}
