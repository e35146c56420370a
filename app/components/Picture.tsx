import { site } from "~/config/site";
import { uploadAt } from "~/content/stored-image";
import builtDefaultLogo from "~/images/logo.svg";

type PictureProps = {
  /** An image URL as the loader resolved it (upload, fingerprinted sample image, http(s) URL). */
  src: string;
  alt: string;
  /** The box the CSS gives the image: used when the file's own size is unknown (SVGs, URLs). */
  width: number;
  height: number;
  /** How wide the image shows, for the browser to pick a copy (the `sizes` attribute). */
  sizes: string;
  /** The first image a phone shows without scrolling: loaded at once, before others. */
  priority?: boolean;
  className?: string;
};

/**
 * Every public image. An upload with copies becomes a <picture> whose WebP
 * `srcset` lists them and whose <img> is the original (for the rare browser
 * without WebP), with the file's real width and height so nothing shifts.
 * SVGs, http(s) URLs from the old site and uploads not yet converted stay a
 * plain <img>. Lazy unless `priority`.
 */
export function Picture({ src, alt, width, height, sizes, priority = false, className }: PictureProps) {
  const stored = uploadAt(src);
  const box =
    stored?.width && stored.height ? { width: stored.width, height: stored.height } : { width, height };
  // A record without an image shows the company logo: CSS shows it whole (contain), not cropped to the card.
  const fallback = src === builtDefaultLogo || src === site.defaultLogo;
  const classes = [className, fallback ? "picture--fallback" : undefined].filter(Boolean).join(" ");
  const image = (
    <img
      className={classes || undefined}
      src={src}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      // React 18 knows no fetchPriority prop; the lower-case attribute passes through.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
  if (!stored || stored.variants.length === 0) return image;
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={stored.variants
          .map((variant) => `${stored.folder}${variant.name} ${variant.width}w`)
          .join(", ")}
        sizes={sizes}
      />
      {image}
    </picture>
  );
}
