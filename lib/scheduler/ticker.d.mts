export declare const DEFAULT_INTERVAL_SECONDS: number

export interface DueWorkTicker {
  /** Runs one tick now (skipped while one is still running). */
  tick(): Promise<void>
  stop(): void
}

export interface DueWorkTickerOptions {
  url: string
  secret: string
  intervalSeconds: number
  firstRunMs?: number
  startupGraceMs?: number
  log?: Pick<Console, "log" | "error">
  fetch?: typeof fetch
}

export declare function dueWorkIntervalSeconds(env?: Record<string, string | undefined>): number
export declare function ownServerOrigin(hostname: string | undefined, port: number, protocol?: "http" | "https"): string
export declare function nextDevAddress(
  args: string[],
  env?: Record<string, string | undefined>
): { port: number; hostname: string | undefined }
export declare function startDueWorkTicker(options: DueWorkTickerOptions): DueWorkTicker
export declare function startDueWorkTickerFromEnv(options: {
  port: number
  hostname?: string
  protocol?: "http" | "https"
  env?: Record<string, string | undefined>
  log?: Pick<Console, "log" | "warn" | "error">
}): DueWorkTicker | null
