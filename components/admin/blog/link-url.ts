export const LINK_TEXT = {
  urlRequired: "Informe o endereço do link.",
  urlInvalid: "Use um endereço que comece com https://, http://, mailto: ou /.",
} as const

// The schemes the post sanitiser keeps (lib/html/sanitize.ts); anything else would be stripped.
const ALLOWED = /^(https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@[^\s@]+|\/(?!\/)\S*|#\S+)$/i
// "exemplo.org/pagina": a bare host the editor typed without its scheme.
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i

/**
 * The link address an editor typed, made usable (a bare host gets https://), or a pt-BR reason
 * it cannot be a link. javascript:, data: and protocol-relative addresses are refused.
 */
export function parseLinkUrl(typed: string): { href: string } | { error: string } {
  const value = typed.trim()
  if (value === "") return { error: LINK_TEXT.urlRequired }
  const href = BARE_HOST.test(value) ? `https://${value}` : value
  return ALLOWED.test(href) && href.length <= 2048 ? { href } : { error: LINK_TEXT.urlInvalid }
}
