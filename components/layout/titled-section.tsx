import type * as React from "react"

/**
 * One titled part of a page (admin and dashboard forms, the overview, a business's products); the
 * heading labels the section. `titleClassName="sr-only"` where the content speaks for itself to
 * sighted readers but the page outline still needs the heading.
 */
export function TitledSection({
  id,
  title,
  className = "space-y-4",
  titleClassName = "text-xl font-semibold",
  children,
}: {
  id: string
  title: React.ReactNode
  className?: string
  titleClassName?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
