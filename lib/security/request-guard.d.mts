import type { IncomingMessage, ServerResponse } from "node:http"

export declare const ACTION_BODY_LIMIT_MB: number
export declare const ACTION_BODY_LIMIT_BYTES: number
export declare const ALLOWED_METHODS: string[]
export declare const MAX_ACTION_ARGUMENTS: number
export declare const MAX_ACTION_DEPTH: number
export declare function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse): boolean
export declare function callableActionIds(distDir: string): Set<string> | null
export declare function isCrossOriginAction(req: IncomingMessage): boolean
export declare function escapeMalformedPath(req: IncomingMessage): void
export declare function isActionRequest(req: IncomingMessage): boolean
export declare function guardActionBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit?: number,
  callable?: Set<string> | null
): Promise<boolean>
