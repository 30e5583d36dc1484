import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Maximize2 } from "lucide-react";
import { useEffect, type KeyboardEvent, type ReactNode } from "react";
import { PRODUCT_PAGE_IMAGE_SIZES } from "../../../domain/media";
import { ProductImage } from "../../components/product-image";
import { cn } from "../../lib/ui/cn";
import { OWN_SWIPE_ATTRIBUTE } from "../../lib/ui/use-swipe-navigation";

export interface ProductCarouselProps {
  images: readonly string[];
  name: string;
  /** The image shown; kept in step with swipes, and moved when the zoom view closes on another image. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Opens the full-screen zoom view on the image shown. */
  onZoom: () => void;
  /** Badges laid over the top of the image (position, countdown). */
  overlay?: ReactNode;
}

/**
 * Swipe, arrow buttons or dots; wraps around at both ends. Only the image shown can be focused (the others
 * are inert), so keyboard and screen-reader users meet one slide at a time, and the arrow keys move
 * between images while focus is anywhere in the carousel.
 */
export function ProductCarousel({ images, name, index, onIndexChange, onZoom, overlay }: ProductCarouselProps) {
  // A product without images still shows something: the placeholder, from an empty URL.
  const slides = images.length > 0 ? images : [""];
  const count = slides.length;
  const [viewportRef, embla] = useEmblaCarousel({ loop: count > 1, duration: 22, watchDrag: count > 1 });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => onIndexChange(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onIndexChange]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, true);
  }, [embla, index]);

  // Until embla has started (an effect after hydration) a tap still moves the index; the effect above
  // scrolls there once embla is up, so a tap in that moment is not lost.
  const show = (target: number) => (embla ? embla.scrollTo(target) : onIndexChange(target));

  const go = (direction: 1 | -1) => {
    if (!embla) return show((index + direction + count) % count);
    // Loop mode wraps by itself; the explicit wrap covers a set of slides too narrow for embla to loop.
    if (direction === 1) {
      if (embla.canScrollNext()) embla.scrollNext();
      else show(0);
    } else if (embla.canScrollPrev()) embla.scrollPrev();
    else show(count - 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      // Its swipes and arrow keys move the photos, not to another product (use-swipe-navigation.ts).
      {...{ [OWN_SWIPE_ATTRIBUTE]: "" }}
      onKeyDown={onKeyDown}
      className="relative overflow-hidden rounded-3xl bg-card shadow-lg shadow-ink/10 ring-1 ring-line/70"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((src, i) => (
            <div
              key={`${i}-${src}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={i !== index}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <button
                type="button"
                onClick={onZoom}
                aria-label={`Zoom image ${i + 1} of ${count}`}
                className="group relative block w-full cursor-zoom-in outline-offset-[-4px]"
              >
                <ProductImage
                  src={src}
                  alt={`${name}, image ${i + 1} of ${count}`}
                  sizes={PRODUCT_PAGE_IMAGE_SIZES}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  className="aspect-[3/4] h-auto w-full object-cover"
                />
                <span
                  aria-hidden="true"
                  className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-ink/55 text-white opacity-90 backdrop-blur-sm transition-opacity group-hover:opacity-100"
                >
                  <Maximize2 className="size-4" />
                </span>
              </button>
            </div>
          ))}
        </div>
      </div>

      {overlay && (
        <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2 [&>*]:pointer-events-auto">
          {overlay}
        </div>
      )}

      {count > 1 && (
        <>
          <ArrowButton label="Previous image" className="left-2.5" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </ArrowButton>
          <ArrowButton label="Next image" className="right-2.5" onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </ArrowButton>
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            <div className="flex items-center rounded-full bg-ink/35 px-1 backdrop-blur-sm">
              {slides.map((src, i) => (
                <button
                  key={`${i}-${src}`}
                  type="button"
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => show(i)}
                  className="grid h-7 w-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block h-2 rounded-full transition-all duration-200",
                      i === index ? "w-4 bg-white" : "w-2 bg-white/60",
                    )}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function ArrowButton({
  label,
  className,
  onClick,
  children,
}: {
  label: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-card/90 text-ink shadow-md shadow-ink/10 backdrop-blur-sm transition-colors hover:bg-card hover:text-primary",
        className,
      )}
    >
      {children}
    </button>
  );
}
