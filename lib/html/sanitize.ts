import sanitizeHtml from "sanitize-html"

// Video hosts whose players may be embedded in a post; nothing else may be framed. They are the
// Content-Security-Policy's frame-src (lib/security/csp.mjs): YouTube's own host is accepted here
// only to be rewritten to its privacy-enhanced twin below, which sets no cookie until play.
const EMBED_HOSTS = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"]
const YOUTUBE_EMBED = /^https:\/\/www\.youtube\.com\/embed\//i

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "blockquote",
    "cite",
    "code",
    "pre",
    "kbd",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  // No javascript:, data: or other schemes anywhere, relative links allowed.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  // Inline styles can break the layout or hide content: none survive.
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template"],
  // A frame whose address was not an allowed player (so its src was dropped) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ""
      const external = /^https?:\/\//i.test(href)
      // A new tab only when the editor asked for one (the link dialog); no other target survives.
      const newTab = attribs.target === "_blank"
      const next: Record<string, string> = { ...attribs }
      delete next.target
      delete next.rel
      if (newTab) next.target = "_blank"
      if (newTab || external) next.rel = "noopener noreferrer"
      return { tagName, attribs: next }
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, loading: "lazy" }
      // Sizes reserve the image's box before it loads; only whole pixel counts mean that.
      for (const side of ["width", "height"]) {
        if (next[side] !== undefined && !/^\d{1,5}$/.test(next[side])) delete next[side]
      }
      return { tagName, attribs: next }
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: attribs.src
        ? { ...attribs, src: attribs.src.replace(YOUTUBE_EMBED, "https://www.youtube-nocookie.com/embed/") }
        : attribs,
    }),
    // Post headings sit under the page's h1; an h1 inside the body would break the outline.
    h1: "h2",
  },
}

// A tag name no allowlist holds: renaming an element to it drops the element and keeps its text.
const UNWRAP = "x-unwrap"

/**
 * Cleans post HTML with an allowlist before it is rendered or put in a feed: scripts, event
 * handlers, styles and unsafe URLs are removed; external links and links opening a new tab (only
 * those marked target="_blank") get rel="noopener noreferrer"; images keep numeric sizes only.
 * `keepImage` drops the images whose address it refuses. `keepMention` (community messages) keeps
 * `<span data-mention="…">` when it accepts the value, with that one attribute and text only;
 * every other span, and every span without it, is unwrapped to its text.
 */
export function sanitizePostHtml(
  html: string | null | undefined,
  {
    keepImage,
    keepMention,
  }: { keepImage?: (src: string | undefined) => boolean; keepMention?: (id: string) => boolean } = {}
): string {
  if (!html) return ""
  if (!keepImage && !keepMention) return sanitizeHtml(html, OPTIONS)
  const options: sanitizeHtml.IOptions = { ...OPTIONS }
  if (keepImage) {
    options.exclusiveFilter = (frame) =>
      OPTIONS.exclusiveFilter!(frame) || (frame.tag === "img" && !keepImage(frame.attribs.src))
  }
  if (keepMention) {
    options.allowedTags = [...(OPTIONS.allowedTags as string[]), "span"]
    options.allowedAttributes = { ...OPTIONS.allowedAttributes, span: ["data-mention"] }
    options.transformTags = {
      ...OPTIONS.transformTags,
      span: (_tagName, attribs): sanitizeHtml.Tag => {
        const id = attribs["data-mention"]
        return id && keepMention(id)
          ? { tagName: "span", attribs: { "data-mention": id } }
          : { tagName: UNWRAP, attribs: {} }
      },
    }
  }
  const clean = sanitizeHtml(html, options)
  // A mention is its text: markup nested in one (links, emphasis) is dropped, and the second
  // pass drops the end tags that leaves behind.
  return keepMention && clean.includes("data-mention") ? sanitizeHtml(flattenMentions(clean), options) : clean
}

function flattenMentions(html: string): string {
  return html.replace(
    /(<span data-mention="[^"]*">)([\s\S]*?)(<\/span>)/g,
    (_, open: string, inner: string, close: string) => `${open}${inner.replace(/<[^>]*>/g, "")}${close}`
  )
}
