// Development VAPID keys for local runs (issue #41): push notifications need a key pair, and a
// local run should push without anyone generating one. The pair is generated once and kept beside
// the local backend's data (.data/local-vapid-keys.json by default), so the subscriptions a browser
// made against the local app stay valid across restarts; an in-memory backend (memory://, e2e and
// the two-server test) gets a fresh pair per run, which every server of that run inherits. A
// deployment sets its own VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys).
// Plain JavaScript: scripts/with-local-backend.mjs runs it without a build step.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

import webpush from "web-push"

const KEY = /^[A-Za-z0-9_-]+$/

/** @param {unknown} value */
function isKeyPair(value) {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof value.publicKey === "string" &&
    typeof value.privateKey === "string" &&
    KEY.test(value.publicKey) &&
    KEY.test(value.privateKey)
  )
}

/** Where the pair of the backend whose data lives in `dataDir` is kept (null: in memory, not kept). */
export function localVapidKeysFile(dataDir) {
  if (!dataDir || dataDir.startsWith("memory://")) return null
  return path.join(path.dirname(path.resolve(dataDir)), "local-vapid-keys.json")
}

/**
 * The VAPID variables a local run adds: none when VAPID_PUBLIC_KEY or VAPID_PRIVATE_KEY is already
 * set (a deployment's, or a parent run's); otherwise the kept pair, generated the first time.
 * @param {Record<string, string | undefined>} env
 * @param {string} dataDir the local backend's LOCAL_SUPABASE_DATA_DIR
 * @returns {{ VAPID_PUBLIC_KEY?: string, VAPID_PRIVATE_KEY?: string }}
 */
export function localVapidEnv(env, dataDir) {
  if (env.VAPID_PUBLIC_KEY?.trim() || env.VAPID_PRIVATE_KEY?.trim()) return {}
  const file = localVapidKeysFile(dataDir)
  let pair = null
  if (file) {
    try {
      const kept = JSON.parse(readFileSync(file, "utf8"))
      if (isKeyPair(kept)) pair = kept
    } catch {}
  }
  if (!pair) {
    pair = webpush.generateVAPIDKeys()
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, `${JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }, null, 2)}\n`, {
        mode: 0o600,
      })
    }
  }
  return { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }
}
