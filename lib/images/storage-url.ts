import { publicEnv } from "@/lib/env"

// Where a public bucket's files are served (Storage's /object/public/), from the browser's URL of
// the project: the stored address must work for every visitor, not only for the server.
export const storagePublicPrefix = (bucket: string) =>
  `${publicEnv.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${bucket}/`

/** The public address of a file in a public bucket. */
export function storagePublicUrl(bucket: string, path: string) {
  return `${storagePublicPrefix(bucket)}${path.split("/").map(encodeURIComponent).join("/")}`
}

/**
 * The object path behind a public address of `bucket` when it is one file in a `{uuid}/` folder
 * (in `folder`'s, when given), or null for anything else: an address typed in through the API,
 * another bucket, another folder.
 */
export function storedObjectPath(url: string | null | undefined, bucket: string, folder?: string): string | null {
  const prefix = storagePublicPrefix(bucket)
  if (!url?.startsWith(prefix)) return null
  let path: string
  try {
    path = url
      .slice(prefix.length)
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/")
  } catch {
    return null
  }
  if (!/^[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/.test(path)) return null
  return folder === undefined || path.startsWith(`${folder}/`) ? path : null
}
