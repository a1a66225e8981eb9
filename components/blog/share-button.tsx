"use client"

import { Share2Icon } from "lucide-react"

import { toast } from "@/lib/hooks/use-toast"
import { Button } from "@/components/ui/button"

export type ShareButtonProps = {
  title: string
  text?: string
  url: string
  /** The toast's text once the link is copied (it names what was shared). */
  copiedDescription?: string
}

/** "Compartilhar": the system share sheet where there is one, else the link goes to the clipboard (spec §2). */
export function ShareButton({
  title,
  text,
  url,
  copiedDescription = "O link do post foi copiado para a área de transferência",
}: ShareButtonProps) {
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        // Closing the sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: "Link copiado!", description: copiedDescription })
    } catch {
      toast({
        variant: "destructive",
        title: "Não foi possível copiar o link",
        description: `Copie o endereço manualmente: ${url}`,
      })
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={share}>
      <Share2Icon aria-hidden="true" />
      Compartilhar
    </Button>
  )
}
