"use client"

import type * as React from "react"
import { useState } from "react"
import { MenuIcon } from "lucide-react"

import { siteConfig } from "@/lib/site"
import { Button } from "@/components/ui/button"
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet"
import { DrawerNavGroup } from "@/components/layout/drawer-nav-group"

export type MobileNavProps = {
  /** Viewer-dependent groups and the Entrar/Sair action, filled in on the client. */
  viewerSection?: React.ReactNode
}

/** The side drawer below the lg breakpoint, with the same groups as the desktop navigation. */
export function MobileNav({ viewerSection }: MobileNavProps) {
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[min(20rem,88vw)] gap-0 overflow-y-auto">
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navegue pela {siteConfig.name}.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Navegação principal" className="flex flex-col gap-6 p-4">
          <DrawerNavGroup group={siteConfig.nav.main} />
          {viewerSection}
        </nav>
      </SheetContent>
    </Sheet>
  )
}
