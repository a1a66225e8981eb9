export declare const TURNSTILE_ORIGIN: string
export declare const FRAME_ORIGINS: readonly string[]
export declare const BASE_DIRECTIVES: readonly string[]
export declare const KNOWN_INLINE_SCRIPTS: readonly { hash: string; what: string }[]
export declare function hashSource(script: string): string
export declare function executableInlineScripts(html: string): string[]
export declare function isAllowedInline(script: string, hash?: string): boolean
export declare function inlineScriptSources(html: string): {
  sources: string[]
  refused: { hash: string; start: string }[]
}
export declare function scriptSrc(options: { nonce?: string; hashes?: readonly string[]; captcha?: boolean }): string
export declare function withScriptSrc(basePolicy: string | undefined, directive: string): string
