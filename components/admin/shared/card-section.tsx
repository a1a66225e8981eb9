import type * as React from "react"

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

/** A part of an admin page set in a card; its heading labels the section. */
export function CardSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={id} className="text-xl font-semibold">
              {title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  )
}
