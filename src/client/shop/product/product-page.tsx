import { SearchX, TriangleAlert, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams, useSearch } from "wouter";
import { AppHeader, type HeaderBack } from "../../components/ui/app-header";
import { Button, buttonClassName } from "../../components/ui/button";
import { PageShell } from "../../components/ui/page-shell";
import { PageSpinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
import { isApiError } from "../../lib/api/api";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { useProduct } from "../../lib/products/use-products";
import { ProductDetail } from "./product-detail";

/** The route's id when it is a positive whole number; anything else is a product that cannot exist. */
function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ProductPage() {
  const params = useParams<{ id: string }>();
  const fromWishlist = new URLSearchParams(useSearch()).get("from") === "wishlist";
  const id = parseProductId(params.id);
  const product = useProduct(id ?? 0, { enabled: id !== null });
  const back: HeaderBack = fromWishlist
    ? { href: "/wishlist", label: "Back to Your Favorites" }
    : { href: "/", label: "Back to Discover" };

  const missing =
    id === null ||
    (product.isError && isApiError(product.error) && (product.error.status === 404 || product.error.status === 400));

  if (missing) {
    return (
      <Frame back={back} title="Product Not Found">
        <StateMessage
          icon={<SearchX aria-hidden="true" className="size-7" />}
          headingLevel={1}
          title="Product Not Found"
          text="This piece may have sold out or been taken down."
        >
          <Link href="/" className={buttonClassName({ className: "mt-2" })}>
            Back to Discovery
          </Link>
        </StateMessage>
      </Frame>
    );
  }
  if (product.data) {
    return <ProductDetail key={product.data.id} product={product.data} back={back} fromWishlist={fromWishlist} />;
  }
  if (product.fetchStatus === "paused") {
    // Not seen before and no network: the read waits for the network and finishes by itself when it returns.
    return (
      <Frame back={back} title="Product">
        <StateMessage
          icon={<WifiOff aria-hidden="true" className="size-7" />}
          headingLevel={1}
          title="You are offline"
          text="This product will load by itself when you're back online."
        />
      </Frame>
    );
  }
  if (product.isError) {
    return (
      <Frame back={back} title="Product">
        <StateMessage
          icon={<TriangleAlert aria-hidden="true" className="size-7" />}
          tone="destructive"
          role="alert"
          headingLevel={1}
          title="Something went wrong"
          text={product.error.message}
        >
          <Button className="mt-2" onClick={() => void product.refetch()}>
            Try Again
          </Button>
        </StateMessage>
      </Frame>
    );
  }
  return (
    <Frame back={back} title="Product">
      <PageSpinner label="Loading product" />
    </Frame>
  );
}

/** The frame of the screens shown instead of a product: loading, not found, failed. */
function Frame({ back, title, children }: { back: HeaderBack; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <PageShell header={<AppHeader back={back} />}>{children}</PageShell>;
}
