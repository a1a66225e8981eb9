import { describe, expect, it } from "vitest"

import { messagePreview, messageParts, messagesLinkLabel } from "@/lib/direct-messages"

describe("messageParts", () => {
  it("turns http(s) and www. addresses into links and leaves trailing punctuation as text", () => {
    expect(messageParts("Veja https://exemplo.com.br/loja. E www.site.com!")).toEqual([
      { kind: "text", text: "Veja " },
      { kind: "link", text: "https://exemplo.com.br/loja", href: "https://exemplo.com.br/loja" },
      { kind: "text", text: ". E " },
      { kind: "link", text: "www.site.com", href: "https://www.site.com" },
      { kind: "text", text: "!" },
    ])
  })

  it("never links other schemes", () => {
    const parts = messageParts("javascript:alert(1) data:text/html,<b>x</b> <a href=x>")
    expect(parts.every((part) => part.kind === "text")).toBe(true)
    expect(parts.map((part) => part.text).join("")).toBe("javascript:alert(1) data:text/html,<b>x</b> <a href=x>")
  })

  it("keeps plain text whole", () => {
    expect(messageParts("Oi, tudo bem?\nTenho interesse.")).toEqual([
      { kind: "text", text: "Oi, tudo bem?\nTenho interesse." },
    ])
  })
})

describe("labels", () => {
  it("names the header link with the unread count", () => {
    expect(messagesLinkLabel(0)).toBe("Mensagens")
    expect(messagesLinkLabel(1)).toBe("Mensagens, 1 conversa não lida")
    expect(messagesLinkLabel(3)).toBe("Mensagens, 3 conversas não lidas")
  })

  it("previews the last message", () => {
    expect(messagePreview(null)).toBe("Nenhuma mensagem ainda.")
    expect(messagePreview({ body: "", hasImage: true, fromMe: true, removed: false })).toBe("Você: 📷 Imagem")
    expect(messagePreview({ body: "oi", hasImage: false, fromMe: false, removed: true })).toBe("Mensagem removida")
  })
})
