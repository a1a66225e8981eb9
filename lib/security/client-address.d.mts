import type { IncomingMessage } from "node:http"

export declare function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number
): string
export declare function trustedProxyHops(env?: NodeJS.ProcessEnv): number
export declare function pinClientAddress(req: IncomingMessage, trustedHops: number): void
export declare function requestClientAddress(headers: Headers): string
