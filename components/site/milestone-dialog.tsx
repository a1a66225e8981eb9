"use client"

import type { Milestone } from "@/lib/content/timeline"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { MilestoneImage } from "@/components/site/milestone-image"

/** A milestone's photo enlarged, with its title, date and text; mounted while open. */
export function MilestoneDialog({ milestone, onClose }: { milestone: Milestone; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <MilestoneImage
          image={milestone.image}
          sizes="(min-width: 768px) 768px, 100vw"
          className="-mx-6 -mt-6 sm:mx-0 sm:mt-0"
          imageClassName="sm:rounded-lg"
        />
        <DialogHeader>
          <DialogTitle>{milestone.title}</DialogTitle>
          <DialogDescription>
            <time dateTime={milestone.date}>{milestone.dateLabel}</time>
          </DialogDescription>
        </DialogHeader>
        <p className="leading-relaxed">{milestone.description}</p>
      </DialogContent>
    </Dialog>
  )
}
