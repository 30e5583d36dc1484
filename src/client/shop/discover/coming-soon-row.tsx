import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LoginRequiredDialog } from "../../components/login-required-dialog";
import { ProductImage } from "../../components/product-image";
import { RemindMe } from "../../components/remind-me";
import { upcomingProductsQuery } from "../../lib/api/shop-queries";

/** The row's heading, and the name of its list. */
const COMING_SOON_ROW_TITLE = "Coming soon";

const goLiveFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** When an upcoming product goes live, on the shopper's own clock. */
function goLiveText(publishAt: string): string {
  return `Live ${goLiveFormat.format(new Date(publishAt))}`;
}

/**
 * Discover's "Coming soon": the products still to go live, soonest first, each with its go-live time, its
 * page and its Remind me (docs/decisions/060). Loaded with its own chunk after the live list, and below it,
 * so nothing the shopper is looking at moves when it arrives. Nothing scheduled: nothing shown.
 */
export function ComingSoonRow() {
  const upcoming = useQuery(upcomingProductsQuery).data;
  const [loginOpen, setLoginOpen] = useState(false);
  if (!upcoming || upcoming.length === 0) return null;
  return (
    <section aria-labelledby="coming-soon-row" className="mt-6 pb-4">
      <h2 id="coming-soon-row" className="flex items-center gap-2 font-display text-lg font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-5 text-primary" />
        {COMING_SOON_ROW_TITLE}
      </h2>
      <ul
        aria-label={COMING_SOON_ROW_TITLE}
        className="-mx-4 mt-3 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2"
      >
        {upcoming.map((product) => (
          <li key={product.id} className="flex w-40 shrink-0 snap-start flex-col gap-2">
            <Link href={`/product/${product.id}`} className="group block rounded-2xl outline-offset-4">
              <div className="overflow-hidden rounded-2xl bg-card shadow-sm ring-1 ring-line/70">
                <ProductImage
                  src={product.images[0]}
                  alt=""
                  sizes="10rem"
                  loading="lazy"
                  className="aspect-[3/4] h-auto w-full object-cover"
                />
              </div>
              <h3 className="mt-2 line-clamp-2 text-sm leading-5 font-medium text-ink group-hover:text-primary">
                {product.name}
              </h3>
            </Link>
            {product.publishAt && <p className="text-xs font-semibold text-primary">{goLiveText(product.publishAt)}</p>}
            <RemindMe
              productIds={[product.id]}
              itemName={product.name}
              onSignInRequired={() => setLoginOpen(true)}
              // Every card's button on one line, however many lines its name takes.
              className="mt-auto"
            />
          </li>
        ))}
      </ul>
      <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} reason="remind" />
    </section>
  );
}
