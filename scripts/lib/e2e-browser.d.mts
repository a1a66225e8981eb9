export declare const DEBIAN_HEADLESS_SHELL: string
export declare const DEBIAN_CHROMIUM: string
export declare function chromiumPath(env?: Record<string, string | undefined>): string | null
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] }
