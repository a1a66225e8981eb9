import Image from "next/image"

import { cn } from "@/lib/utils"

/** A milestone's photo, cropped to 3:2. */
export function MilestoneImage({
  image,
  sizes,
  className,
  imageClassName,
}: {
  image: { src: string; alt: string }
  sizes: string
  className?: string
  imageClassName?: string
}) {
  return (
    <div className={cn("relative aspect-[3/2]", className)}>
      <Image src={image.src} alt={image.alt} fill sizes={sizes} className={cn("object-cover", imageClassName)} />
    </div>
  )
}
