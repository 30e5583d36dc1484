import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Link } from "wouter";
import type { Product } from "../../../contracts/product";
import { buttonClassName } from "../../components/ui/button";
import { ProductImage } from "../../components/product-image";
import { ProductPrice } from "../../components/product-price";
import { cn } from "../../lib/ui/cn";
import { useSwipeNavigation } from "../../lib/ui/use-swipe-navigation";
import { SoldOutBadge } from "../../components/sold-out-badge";

export interface IndividualViewProps {
  products: readonly Product[];
  /** Already clamped to the list. */
  index: number;
  /** Called with the list index of the product about to be opened. */
  onOpen: (index: number) => void;
  /** A swipe or an arrow key: show the product at this index here. */
  onMove: (index: number) => void;
}

/** One product at a time, large, with previous/next to the neighbouring products and a position counter. */
export function IndividualView({ products, index, onOpen, onMove }: IndividualViewProps) {
  const product = products[index];
  const previous = index > 0 ? index - 1 : null;
  const next = index < products.length - 1 ? index + 1 : null;
  // Swipe the card (or press Left/Right) to meet the neighbouring product; the counter follows.
  const cardRef = useRef<HTMLElement>(null);
  useSwipeNavigation(cardRef, (direction) => {
    const target = direction === "next" ? next : previous;
    if (target !== null) onMove(target);
  });

  return (
    <article ref={cardRef} aria-labelledby="discover-current" className="flex touch-pan-y flex-col gap-4 pb-2">
      <Link
        href={`/product/${product.id}`}
        onClick={() => onOpen(index)}
        className="group block rounded-3xl outline-offset-4"
      >
        <div className="relative overflow-hidden rounded-3xl bg-card shadow-lg shadow-ink/10 ring-1 ring-line/70">
          <ProductImage
            src={product.images[0]}
            alt=""
            fetchPriority="high"
            className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
          />
          <SoldOutBadge product={product} className="absolute top-3 left-3" />
          {product.images.length > 1 && (
            <span className="absolute right-3 bottom-3 rounded-full bg-ink/65 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur-sm">
              {product.images.length} photos
            </span>
          )}
        </div>
        <h2
          id="discover-current"
          className="mt-3.5 font-display text-[1.375rem] leading-snug font-semibold text-ink group-hover:text-primary"
        >
          {product.name}
        </h2>
        <ProductPrice
          price={product.price}
          discountAmount={product.discountAmount}
          size="lg"
          showSave
          className="mt-1"
        />
      </Link>

      <nav aria-label="Browse products" className="flex items-center justify-between gap-3">
        <StepLink target={previous} products={products} onOpen={onOpen} direction="previous">
          <ChevronLeft aria-hidden="true" />
          Previous
        </StepLink>
        <p aria-live="polite" className="text-sm font-semibold text-ink-muted tabular-nums">
          {index + 1} of {products.length}
        </p>
        <StepLink target={next} products={products} onOpen={onOpen} direction="next">
          Next
          <ChevronRight aria-hidden="true" />
        </StepLink>
      </nav>
    </article>
  );
}

function StepLink({
  target,
  products,
  onOpen,
  direction,
  children,
}: {
  target: number | null;
  products: readonly Product[];
  onOpen: (index: number) => void;
  direction: "previous" | "next";
  children: ReactNode;
}) {
  const className = buttonClassName({
    variant: "secondary",
    className: cn("min-w-[7.5rem]", direction === "next" ? "pr-4" : "pl-4"),
  });
  if (target === null) {
    // At either end there is nowhere to go; a disabled link is announced as such but stays in reading order.
    return (
      <a role="link" aria-disabled="true" className={cn(className, "pointer-events-none opacity-45")}>
        {children}
      </a>
    );
  }
  const product = products[target];
  return (
    <Link
      href={`/product/${product.id}`}
      onClick={() => onOpen(target)}
      aria-label={`${direction === "next" ? "Next" : "Previous"}: ${product.name}`}
      className={className}
    >
      {children}
    </Link>
  );
}
