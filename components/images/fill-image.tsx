import Image, { type ImageProps } from "next/image"

export type FillImageProps = Omit<
  ImageProps,
  "fill" | "width" | "height" | "className" | "loading" | "priority" | "preload" | "fetchPriority"
> & {
  /**
   * Above the fold: fetched at high priority instead of lazily. `true` loads it at once (post covers,
   * a product's main photo); `"preload"` also announces it in the page's head (next/image
   * `priority`: the group page's cover, a project's cover).
   */
  eager?: boolean | "preload"
}

/**
 * A picture that covers its frame (the caller's positioned, sized box): the one way the site shows
 * covers and photos, so the lazy/eager choice and the crop are the same for posts, products,
 * groups and projects. Whether it goes through the optimiser stays the caller's (`unoptimized`).
 */
export function FillImage({ alt, eager = false, ...props }: FillImageProps) {
  return (
    <Image
      {...props}
      alt={alt}
      fill
      className="object-cover"
      loading={eager === true ? "eager" : eager ? undefined : "lazy"}
      priority={eager === "preload" ? true : undefined}
      fetchPriority={eager ? "high" : undefined}
    />
  )
}
