import type * as React from "react"

import type { ListNavLinkProps } from "@/components/list/list-navigation"

/**
 * A list link followed by a full request, for lists whose filter form also navigates that way (the
 * shop): the proxy then sends a filtered address to the list's per-request route.
 */
export function FullPageLink({ href, children, ...props }: ListNavLinkProps) {
  return (
    <a href={href} {...(props as React.ComponentProps<"a">)}>
      {children}
    </a>
  )
}
