import { Link } from "wouter";
import type { Product } from "../../../contracts/product";
import { ProductImage } from "../../components/product-image";
import { ProductPrice } from "../../components/product-price";
import { SoldOutBadge } from "../../components/sold-out-badge";

export interface CatalogGridProps {
  products: readonly Product[];
  /** Called with the list index just before a product is opened. */
  onOpen: (index: number) => void;
}

/** How many cards are likely above the fold at 390 x 844; their images load first. */
const EAGER_IMAGES = 4;

/** Two columns of cards: first image, name on at most two lines, final price and the struck original. */
export function CatalogGrid({ products, onOpen }: CatalogGridProps) {
  return (
    <ul aria-label="Products" className="grid grid-cols-2 gap-x-3 gap-y-5 pb-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <Link
            href={`/product/${product.id}`}
            onClick={() => onOpen(index)}
            className="group block rounded-2xl outline-offset-4"
          >
            <div className="relative overflow-hidden rounded-2xl bg-card shadow-sm ring-1 ring-line/70">
              <ProductImage
                src={product.images[0]}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                loading={index < EAGER_IMAGES ? "eager" : "lazy"}
                className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <SoldOutBadge product={product} className="absolute top-2 left-2" />
            </div>
            <h2 className="mt-2 line-clamp-2 text-sm leading-5 font-medium text-ink group-hover:text-primary">
              {product.name}
            </h2>
            <ProductPrice price={product.price} discountAmount={product.discountAmount} className="mt-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
