import { Heart, LoaderCircle, X } from "lucide-react";
import { Link } from "wouter";
import type { WishlistItem } from "../../../contracts/wishlist";
import { EXPIRED_LABEL } from "../../../domain/countdown";
import type { WishlistProgress } from "../../../domain/wishlist-progress";
import { ProductImage } from "../../components/product-image";
import { ProductPrice } from "../../components/product-price";
import { AppHeader } from "../../components/ui/app-header";
import { buttonClassName } from "../../components/ui/button";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { PageSpinner } from "../../components/ui/spinner";
import { cn } from "../../lib/ui/cn";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { SIGN_IN_REQUIRED_MESSAGES } from "../../lib/session/sign-in-required";
import { toast } from "../../lib/ui/use-toast";
import { RemindMe } from "../../components/remind-me";
import { useNow } from "../../lib/products/use-now";
import { useRemoveWishlistItem, useWishlist } from "../../lib/wishlist/use-wishlist";
import { wishlistItemView, type BadgeTone } from "./wishlist-display";

/** Time left is shown to the minute, so a half-minute tick keeps it honest. */
const TICK_MS = 30_000;

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});
const formatDate = (date: Date) => dateFormat.format(date);

export function WishlistPage() {
  useDocumentTitle("Your Favorites");
  const wishlist = useWishlist();
  const now = useNow(TICK_MS);
  const items = wishlist.data;

  let content;
  if (items === undefined && wishlist.isError) {
    content = (
      <LoadFailedMessage what="your wishlist" onRetry={() => void wishlist.refetch()} retrying={wishlist.isFetching} />
    );
  } else if (items === undefined) {
    content = <PageSpinner label="Loading your favorites" />;
  } else if (items.length === 0) {
    content = (
      <StateMessage
        icon={<Heart aria-hidden="true" className="size-7" />}
        title="Your wishlist is empty"
        text="Browse products and heart the ones you like"
      >
        <Link href="/" className={buttonClassName({ className: "mt-2" })}>
          Discover Products
        </Link>
      </StateMessage>
    );
  } else {
    content = (
      <ul aria-label="Saved products" className="mt-5 grid gap-3">
        {items.map((item) => (
          <WishlistRow key={item.id} item={item} now={now} />
        ))}
      </ul>
    );
  }

  return (
    <PageShell header={<AppHeader />}>
      <PageTitle>Your Favorites</PageTitle>
      {items !== undefined && items.length > 0 && (
        <p className="mt-1 text-sm text-ink-muted">
          {items.length} saved {items.length === 1 ? "piece" : "pieces"}
        </p>
      )}
      {content}
    </PageShell>
  );
}

const badgeTones: Record<BadgeTone, string> = {
  red: "bg-destructive-soft text-destructive",
  blue: "bg-blue-50 text-blue-700",
  grey: "bg-gray-100 text-gray-700",
};

function WishlistRow({ item, now }: { item: WishlistItem; now: Date }) {
  const remove = useRemoveWishlistItem();
  const { product } = item;
  const view = wishlistItemView(product, now, formatDate);
  const gone = view.status !== "active";

  return (
    <li
      className={cn(
        "relative flex gap-3.5 rounded-3xl border border-line bg-card p-3 shadow-sm shadow-ink/[0.03] transition-[box-shadow,border-color]",
        "hover:border-primary/25 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary",
        remove.isPending && "opacity-60",
      )}
    >
      <div className="aspect-[3/4] w-24 shrink-0 overflow-hidden rounded-2xl bg-surface">
        <ProductImage
          src={product.images[0]}
          alt=""
          sizes="96px"
          loading="lazy"
          className={cn("size-full object-cover", gone && "grayscale-[40%]")}
        />
      </div>

      <div className="flex min-w-0 flex-1 flex-col py-0.5">
        <div className="flex items-start gap-1">
          <h2 className="line-clamp-2 min-w-0 flex-1 text-[0.9375rem] leading-5 font-semibold text-ink">
            {/* The link covers the whole card, so a tap anywhere but the remove button opens the product. */}
            {view.opensProduct ? (
              <Link
                href={`/product/${product.id}?from=wishlist`}
                className="outline-none after:absolute after:inset-0 after:rounded-3xl"
              >
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </h2>
          <button
            type="button"
            aria-label={`Remove ${product.name} from wishlist`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(item)}
            className="relative z-10 -mt-1.5 -mr-1.5 grid size-10 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-destructive-soft hover:text-destructive disabled:pointer-events-none"
          >
            {remove.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <X aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>

        {view.badge && (
          <span
            className={cn(
              "mt-1.5 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold",
              badgeTones[view.badge.tone],
            )}
          >
            {view.badge.label}
          </span>
        )}

        <ProductPrice price={product.price} discountAmount={product.discountAmount} className="mt-1.5" />

        {view.progress && <TimeBar progress={view.progress} />}

        {view.status === "scheduled" && (
          <RemindMe
            productIds={[product.id]}
            itemName={product.name}
            // The screen is for signed-in shoppers: a session that ended meanwhile is said, and the refreshed
            // user then sends the screen to sign-in.
            onSignInRequired={() => toast({ title: SIGN_IN_REQUIRED_MESSAGES.remind, variant: "destructive" })}
            className="mt-2"
          />
        )}

        <p className={cn("mt-auto pt-2 text-xs leading-4", gone ? "font-medium text-ink" : "text-ink-muted")}>
          {view.footer}
        </p>
      </div>
    </li>
  );
}

const barTones: Record<WishlistProgress["tone"], { bar: string; text: string }> = {
  normal: { bar: "bg-primary", text: "text-ink" },
  warning: { bar: "bg-orange-500", text: "text-orange-700" },
  danger: { bar: "bg-destructive", text: "text-destructive" },
};

/** How much of the selling window has gone: orange from 75%, red from 90% (the domain decides). */
function TimeBar({ progress }: { progress: WishlistProgress }) {
  const percent = Math.round(progress.percent);
  const expired = progress.label === EXPIRED_LABEL;
  const tone = barTones[progress.tone];
  return (
    <div className="mt-2">
      <div aria-hidden="true" className="flex items-baseline justify-between text-xs">
        <span className="text-ink-muted">Time left</span>
        <span className={cn("font-semibold tabular-nums", tone.text)}>{progress.label}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Time elapsed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={expired ? progress.label : `${progress.label} left`}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-line"
      >
        <div
          className={cn("h-full rounded-full transition-[width] duration-500", tone.bar)}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
