// Cache tag invalidations shared by every instance of the app (issue #34), through the database:
// private.cache_tags behind public.cache_tags_invalidate / public.cache_tags_since, which only the
// service role may execute (supabase/migrations/20261129100002_cache_tags.sql).
//
// Next keeps when each tag was invalidated in one in-process map, its tags manifest, which both
// its prerendered-page cache (incremental cache, file system) and its "use cache" handler consult
// before serving an entry. This module feeds that map with other instances' invalidations, so
// the handlers in this folder can leave storage and staleness rules to Next's own code.
//
// Plain JavaScript, loaded by Next at run time outside the bundles (next.config.ts names the
// handlers by path): it reads the service-role key from the server's environment, never a bundle's.
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"

/** How often an instance asks the database what changed: at most once a second. */
export const REFRESH_INTERVAL_MS = 1000
// While a look is under way, requests go on with what the previous one read if it started less
// than this long ago; older (an instance that was idle), they wait for the new one. So a busy
// instance never holds a request for the database, and no request uses tag times older than this.
const MAX_STALENESS_MS = 1500
// Rows are read again for a few seconds past the newest one seen: a transaction that committed
// late may carry an earlier time than one already read. Tags already seen at that time are skipped.
const OVERLAP_MS = 5000
// A request waits at most this long for the database; after that it goes on with what it knows.
const TIMEOUT_MS = 1500

/**
 * "Now" for a tag's immediate expiry. Next stamps "use cache" entries and checks expiries with
 * the process's monotonic clock (performance.timeOrigin + performance.now()), but stamps its
 * prerendered pages and the expiries revalidateTag writes with the wall clock (Date.now()); the
 * two drift apart the longer the process runs. An expiry at the later of the two is after every
 * entry cached so far on either clock; at the earlier one, entries cached in the gap would stay
 * fresh after the change they predate.
 */
export const expiryClock = () => monotonicNow() + Math.max(0, wallClockLead)

const monotonicNow = () => performance.timeOrigin + performance.now()
// Next refuses Date.now() inside a prerender ("unstable value"), and tags are refreshed inside
// renders: the wall clock's lead over the monotonic one is sampled outside them instead, when the
// handlers load (at server start) and every second after, by a timer that keeps no process alive.
let wallClockLead = Date.now() - monotonicNow()
setInterval(() => {
  wallClockLead = Date.now() - monotonicNow()
}, 1000).unref()

/**
 * After Next has expired these tags at once (revalidateTag, updateTag), moves each expiry to
 * expiryClock() if Next wrote an earlier "now"; expiries set in the future are left alone.
 * @param {Map<string, TagTimes>} manifest
 * @param {string[]} tags
 */
export function expireAtNow(manifest, tags) {
  const now = expiryClock()
  for (const tag of tags) {
    const times = manifest.get(tag)
    if (times?.expired !== undefined && times.expired < now) manifest.set(tag, { ...times, expired: now })
  }
}

/**
 * @typedef {{ expired?: number, stale?: number }} TagTimes
 * @param {{
 *   env?: Record<string, string | undefined>,
 *   manifest: Map<string, TagTimes>,
 *   clock?: () => number,
 *   log?: (message: string, error?: unknown) => void,
 * }} options
 */
export function createSharedTags({ env = process.env, manifest, clock = expiryClock, log = logOnce() }) {
  const url = (env.SUPABASE_URL || env.NEXT_PUBLIC_SUPABASE_URL || "").replace(/\/+$/, "")
  const key = env.SUPABASE_SERVICE_ROLE_KEY || ""
  // `next build` reads every page's data fresh and revalidates nothing: no tags to share. (Its
  // prerenders would also wait forever on I/O made inside them, by design of Cache Components.)
  const configured = Boolean(url && key) && env.NEXT_PHASE !== "phase-production-build"
  /** The database's time of each tag's latest invalidation this instance knows (ms). */
  const seen = new Map()
  let cursor = null // the newest invalidated_at read, as the database wrote it
  let lastChecked = -Infinity // when the latest look started
  let knownAsOf = -Infinity // when the latest look that succeeded started: what the manifest reflects
  let inFlight = null

  /**
   * node:http, not fetch: Next patches the global fetch, and inside a prerender (a page's static
   * shell regenerated at run time) a fetch it does not cache never settles.
   * @returns {Promise<{ tag: string, invalidated_at: string }[]>}
   */
  function rpc(name, body) {
    const target = new URL(`${url}/rest/v1/rpc/${name}`)
    const payload = JSON.stringify(body)
    return new Promise((resolve, reject) => {
      const send = target.protocol === "https:" ? httpsRequest : httpRequest
      const req = send(
        target,
        {
          method: "POST",
          headers: {
            apikey: key,
            authorization: `Bearer ${key}`,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
          },
          timeout: TIMEOUT_MS,
          // A fresh connection each time (once a second at most): a kept-alive socket the backend
          // has just closed fails the request with ECONNRESET.
          agent: false,
        },
        (res) => {
          const chunks = []
          res.on("data", (chunk) => chunks.push(chunk))
          res.on("error", reject)
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8")
            if ((res.statusCode ?? 500) >= 300) return reject(new Error(`${name}: HTTP ${res.statusCode} ${text}`))
            try {
              resolve(JSON.parse(text))
            } catch (error) {
              reject(error)
            }
          })
        }
      )
      req.on("timeout", () => req.destroy(new Error(`${name}: no answer within ${TIMEOUT_MS} ms`)))
      req.on("error", reject)
      req.end(payload)
    })
  }

  async function load() {
    const initial = cursor === null
    const since = initial ? null : new Date(new Date(cursor).getTime() - OVERLAP_MS).toISOString()
    const rows = await rpc("cache_tags_since", { p_since: since })
    const learnt = clock()
    for (const { tag, invalidated_at } of rows) {
      const at = new Date(invalidated_at).getTime()
      if (cursor === null || at > new Date(cursor).getTime()) cursor = invalidated_at
      if ((seen.get(tag) ?? -Infinity) >= at) continue
      seen.set(tag, at)
      // Later, a tag is expired from the moment this instance learnt of it: whatever it cached
      // before then is stale, however far its clock is from the database's. Never a time past
      // that moment: Next reads a tag time still ahead of its clock as an expiry to come, and
      // serves the old entries until then (a database clock ahead of this instance's, or a wall
      // clock that has drifted ahead of Next's monotonic one, kept pages stale for that long).
      // At start-up, entries on disk (the build's pages) are compared with the database's time.
      const expired = initial ? Math.min(at, learnt) : learnt
      const times = manifest.get(tag) ?? {}
      if ((times.expired ?? 0) < expired) manifest.set(tag, { ...times, expired })
    }
  }

  return {
    /**
     * Brings other instances' invalidations into the manifest, asking the database at most once
     * every REFRESH_INTERVAL_MS; concurrent callers share one request, and wait for it only when
     * what the instance knows is older than MAX_STALENESS_MS. Never throws: when the database does
     * not answer, the instance serves with what it knew.
     */
    refresh() {
      if (!configured) return Promise.resolve()
      const now = clock()
      if (!inFlight && now - lastChecked >= REFRESH_INTERVAL_MS) {
        lastChecked = now
        inFlight = load()
          .then(() => {
            knownAsOf = now
          })
          .catch((error) =>
            log("[cache] could not read the shared cache tags; serving with what this instance knows", error)
          )
          .finally(() => {
            inFlight = null
          })
      }
      return inFlight && now - knownAsOf >= MAX_STALENESS_MS ? inFlight : Promise.resolve()
    },

    /**
     * Records that these tags were invalidated, for the other instances (this one's manifest is
     * updated by Next itself). Resolves once the database has them, so an action's answer comes
     * after every instance can see its change. Never throws.
     */
    async invalidate(tags) {
      const unique = [...new Set(tags)].filter(Boolean)
      if (!configured || unique.length === 0) return
      try {
        for (let i = 0; i < unique.length; i += 256) {
          for (const { tag, invalidated_at } of await rpc("cache_tags_invalidate", {
            p_tags: unique.slice(i, i + 256),
          })) {
            seen.set(tag, Math.max(seen.get(tag) ?? -Infinity, new Date(invalidated_at).getTime()))
          }
        }
      } catch (error) {
        log("[cache] could not record invalidated cache tags for the other instances", error)
      }
    },
  }
}

function logOnce() {
  let last = 0
  return (message, error) => {
    // One line a minute at most while the database is down, not one per request.
    if (Date.now() - last < 60_000) return
    last = Date.now()
    console.error(message, error)
  }
}
