import type { IncomingMessage, ServerResponse } from "node:http"

export declare const ACTION_BODY_LIMIT_MB: number
export declare const ACTION_BODY_LIMIT_BYTES: number
export declare function escapeMalformedPath(req: IncomingMessage): void
export declare function isActionRequest(req: IncomingMessage): boolean
export declare function guardActionBody(req: IncomingMessage, res: ServerResponse, limit?: number): Promise<boolean>
