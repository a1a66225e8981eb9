/**
 * GoTrue renders its e-mails with Go's html/template. This is the small part of it the project's
 * templates (supabase/templates/) use: `{{ .Name }}` for the variables GoTrue hands its mail
 * templates, escaped for where they stand as html/template would (text, a quoted attribute, the
 * start, path or query of a URL attribute). Anything else (`if`, `range`, pipes, `.Data.x`, an
 * action inside a tag, a script or an unquoted value) is a TemplateError, so a template that would
 * render differently here and on hosted Supabase fails loudly instead.
 */

export const TEMPLATE_VARIABLES = [
  "ConfirmationURL",
  "Token",
  "TokenHash",
  "SiteURL",
  "RedirectTo",
  "Email",
  "NewEmail",
  "SendingTo",
] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]
export type TemplateData = Partial<Record<TemplateVariable, string>>

export class TemplateError extends Error {}

// html/template's htmlReplacementTable, used for text and for quoted attribute values.
const HTML_ESCAPES: Record<string, string> = {
  "\0": "\uFFFD",
  '"': "&#34;",
  "&": "&amp;",
  "'": "&#39;",
  "+": "&#43;",
  "<": "&lt;",
  ">": "&gt;",
}
const htmlEscape = (value: string) => value.replace(/[\0"&'+<>]/g, (char) => HTML_ESCAPES[char]!)

const isUnreserved = (byte: number) =>
  (byte >= 0x61 && byte <= 0x7a) ||
  (byte >= 0x41 && byte <= 0x5a) ||
  (byte >= 0x30 && byte <= 0x39) ||
  byte === 0x2d ||
  byte === 0x2e ||
  byte === 0x5f ||
  byte === 0x7e
const RESERVED = new Set([..."!#$&*+,/:;=?@[]"].map((char) => char.charCodeAt(0)))
const isHex = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66))

/**
 * html/template's processURLOnto, byte by byte over UTF-8: the normalizer (`norm`) keeps reserved
 * characters and valid %-escapes; the query escaper encodes everything but the unreserved set.
 */
function processUrl(value: string, norm: boolean) {
  const bytes = Buffer.from(value, "utf8")
  let out = ""
  let written = 0
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (isUnreserved(byte)) continue
    if (norm && RESERVED.has(byte)) continue
    if (norm && byte === 0x25 && i + 2 < bytes.length && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) continue
    out += bytes.subarray(written, i).toString("utf8") + `%${byte.toString(16).padStart(2, "0")}`
    written = i + 1
  }
  return out + bytes.subarray(written).toString("utf8")
}

/** html/template's urlFilter: only http, https, mailto or a relative URL; anything else is defanged. */
function urlFilter(value: string) {
  const colon = value.indexOf(":")
  if (colon >= 0 && !value.slice(0, colon).includes("/")) {
    const scheme = value.slice(0, colon).toLowerCase()
    if (scheme !== "http" && scheme !== "https" && scheme !== "mailto") return "#ZgotmplZ"
  }
  return value
}

// Attributes html/template treats as URLs (its attrTypeMap), and any name containing url, uri or src.
const URL_ATTRIBUTES = new Set([
  "action",
  "background",
  "cite",
  "codebase",
  "data",
  "formaction",
  "href",
  "icon",
  "longdesc",
  "manifest",
  "poster",
  "profile",
  "src",
  "usemap",
  "xmlns",
])
const isUrlAttribute = (name: string) => URL_ATTRIBUTES.has(name) || /url|uri|src/.test(name)
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title", "iframe", "noembed", "noframes", "xmp"])

type UrlPart = "none" | "preQuery" | "queryOrFrag"
type State =
  | { kind: "text" }
  | { kind: "comment" }
  | { kind: "raw"; element: string }
  | { kind: "tag"; element: string }
  | { kind: "attrName"; element: string; name: string }
  | { kind: "afterName"; element: string; name: string }
  | { kind: "beforeValue"; element: string; name: string }
  | { kind: "value"; element: string; name: string; quote: '"' | "'"; urlPart: UrlPart }
  | { kind: "unquoted"; element: string }

const isSpace = (char: string) => /[\t\n\f\r ]/.test(char)

/**
 * Walks literal template text, returning what is emitted (html/template drops HTML comments) and
 * the context the next action will stand in.
 */
function scanText(text: string, start: State): { out: string; state: State } {
  let state = start
  let out = ""
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    switch (state.kind) {
      case "text": {
        if (text.startsWith("<!--", i)) {
          state = { kind: "comment" }
          i += 4
          continue
        }
        const tag = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(text.slice(i))
        if (tag) {
          state = { kind: "tag", element: tag[0].startsWith("</") ? "" : tag[1]!.toLowerCase() }
          out += tag[0]
          i += tag[0].length
          continue
        }
        break
      }
      case "comment": {
        const end = text.indexOf("-->", i)
        if (end < 0) return { out, state }
        state = { kind: "text" }
        i = end + 3
        continue
      }
      case "raw": {
        if (text.slice(i, i + 2 + state.element.length).toLowerCase() === `</${state.element}`) {
          out += text.slice(i, i + 2 + state.element.length)
          i += 2 + state.element.length
          state = { kind: "tag", element: "" }
          continue
        }
        break
      }
      case "tag":
        if (char === ">")
          state = RAW_TEXT_ELEMENTS.has(state.element) ? { kind: "raw", element: state.element } : { kind: "text" }
        else if (!isSpace(char) && char !== "/")
          state = { kind: "attrName", element: state.element, name: char.toLowerCase() }
        break
      case "attrName":
        if (char === "=") state = { kind: "beforeValue", element: state.element, name: state.name }
        else if (isSpace(char)) state = { kind: "afterName", element: state.element, name: state.name }
        else if (char === ">")
          state = RAW_TEXT_ELEMENTS.has(state.element) ? { kind: "raw", element: state.element } : { kind: "text" }
        else if (char === "/") state = { kind: "tag", element: state.element }
        else state = { ...state, name: state.name + char.toLowerCase() }
        break
      case "afterName":
        if (char === "=") state = { kind: "beforeValue", element: state.element, name: state.name }
        else if (char === ">")
          state = RAW_TEXT_ELEMENTS.has(state.element) ? { kind: "raw", element: state.element } : { kind: "text" }
        else if (!isSpace(char)) state = { kind: "attrName", element: state.element, name: char.toLowerCase() }
        break
      case "beforeValue":
        if (char === '"' || char === "'") {
          state = { kind: "value", element: state.element, name: state.name, quote: char, urlPart: "none" }
        } else if (char === ">") {
          state = RAW_TEXT_ELEMENTS.has(state.element) ? { kind: "raw", element: state.element } : { kind: "text" }
        } else if (!isSpace(char)) state = { kind: "unquoted", element: state.element }
        break
      case "value":
        if (char === state.quote) state = { kind: "tag", element: state.element }
        else if (isUrlAttribute(state.name)) {
          if (char === "#" || char === "?") state = { ...state, urlPart: "queryOrFrag" }
          else if (state.urlPart === "none" && !isSpace(char)) state = { ...state, urlPart: "preQuery" }
        }
        break
      case "unquoted":
        if (isSpace(char)) state = { kind: "tag", element: state.element }
        else if (char === ">")
          state = RAW_TEXT_ELEMENTS.has(state.element) ? { kind: "raw", element: state.element } : { kind: "text" }
        break
    }
    out += char
    i++
  }
  return { out, state }
}

function escapeFor(state: State, value: string, action: string): string {
  if (state.kind === "text") return htmlEscape(value)
  if (state.kind === "comment") return ""
  if (state.kind === "value") {
    if (!isUrlAttribute(state.name)) return htmlEscape(value)
    if (state.urlPart === "queryOrFrag") return htmlEscape(processUrl(value, false))
    const filtered = state.urlPart === "none" ? urlFilter(value) : value
    return htmlEscape(processUrl(filtered, true))
  }
  throw new TemplateError(`${action} stands where this renderer cannot escape it (${state.kind})`)
}

const ACTION = /\{\{([\s\S]*?)\}\}/g

/** Renders a GoTrue mail template. Variables missing from `data` render empty, as html/template does for a map. */
export function renderTemplate(source: string, data: TemplateData): string {
  let state: State = { kind: "text" }
  let out = ""
  let last = 0
  for (const match of source.matchAll(ACTION)) {
    const scanned = scanText(source.slice(last, match.index), state)
    out += scanned.out
    state = scanned.state
    const name = /^\s*\.([A-Za-z]+)\s*$/.exec(match[1]!)?.[1]
    if (!name || !(TEMPLATE_VARIABLES as readonly string[]).includes(name)) {
      throw new TemplateError(`unsupported template action ${match[0]}`)
    }
    out += escapeFor(state, data[name as TemplateVariable] ?? "", match[0])
    last = match.index + match[0].length
  }
  const rest = source.slice(last)
  if (rest.includes("{{")) throw new TemplateError("unterminated template action")
  return out + scanText(rest, state).out
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

function decodeEntities(value: string) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** The first link of a rendered e-mail, as a mail client would follow it (entities decoded), or null. */
export function firstHref(html: string): string | null {
  const match = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html)
  if (!match) return null
  return decodeEntities((match[1] ?? match[2] ?? "").trim())
}
