import type { IncomingMessage, ServerResponse } from "node:http"

export declare function staticShellSources(distDir: string): string[]
export declare function applyScriptPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  options: { shellSources: readonly string[]; captcha: boolean }
): void
