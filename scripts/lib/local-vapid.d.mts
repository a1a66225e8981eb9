/** Where the pair of the backend whose data lives in `dataDir` is kept (null: in memory, not kept). */
export function localVapidKeysFile(dataDir: string | undefined): string | null
/** The VAPID variables a local run adds (none when either key is already set). */
export function localVapidEnv(
  env: Record<string, string | undefined>,
  dataDir: string
): { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }
