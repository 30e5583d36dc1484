import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { mediaSrcSet } from "../../domain/media";
import { isUsableImageUrl, placeholderImageFor } from "../lib/products/image-fallback";

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  src: string | null | undefined;
  /** Describe the product ("Rani Pink Anarkali, image 2 of 4"); "" only when the image is decorative. */
  alt: string;
}

/**
 * A product photo that never shows a broken-image icon: a malformed URL, or one that fails to load, is
 * replaced by a local fashion placeholder. Demo and placeholder images are 3:4. The shop's own
 * copy (/media, docs/decisions/043) comes with every width in `srcset`; `sizes` says how wide it is shown (the whole
 * screen unless the caller says less), so a phone downloads the width it needs.
 */
export function ProductImage({ src, alt, onError, sizes = "100vw", ...props }: ProductImageProps) {
  // Remembers which URL failed, so a new `src` is tried again instead of staying on the placeholder.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = isUsableImageUrl(src) && failedSrc !== src;
  const source = usable ? src.trim() : placeholderImageFor(src);
  const srcSet = mediaSrcSet(source);

  // In a page the server rendered, the browser tries the URL before React listens for its error event: a
  // photo that had already failed by then (complete, no pixels, and not decodable) is caught here instead.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!usable || !element?.complete || element.naturalWidth > 0) return;
    let current = true;
    element.decode().catch(() => {
      if (current) setFailedSrc(src);
    });
    return () => {
      current = false;
    };
  }, [usable, src]);

  return (
    <img
      ref={image}
      width={600}
      height={800}
      decoding="async"
      draggable={false}
      {...props}
      {...(srcSet ? { srcSet, sizes } : {})}
      src={source}
      alt={alt}
      data-placeholder={usable ? undefined : ""}
      onError={(event) => {
        if (usable && typeof src === "string") setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
