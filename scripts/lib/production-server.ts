/**
 * The production build served as `npm start` serves it (server.mjs with the local backend), for
 * the measuring scripts (bench:pages, lighthouse). Children are stopped with their whole process
 * group when the script exits or is interrupted.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"

export const root = path.resolve(import.meta.dirname, "../..")
const children: ChildProcess[] = []

export function stopChildren() {
  for (const child of children) {
    // Each child leads its own process group: stop it with whatever it started (next-server, backend).
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        child.kill("SIGTERM")
      }
    }
  }
}
process.on("exit", stopChildren)
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopChildren()
    process.exit(130)
  })
}

/** Starts a command in its own process group, stopped when this script ends. */
export function spawnChild(command: string, args: string[], options: Parameters<typeof spawn>[2] = {}) {
  const child = spawn(command, args, { cwd: root, detached: true, ...options })
  children.push(child)
  return child
}

export async function waitFor(url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/**
 * Builds when .next has no build, then serves it on `port`; resolves with the base URL once
 * `readyPath` answers. `nodeArgs` go to the server's own node (e.g. --cpu-prof), not the backend's.
 * `lowPriority` runs the server and its backend niced, behind a browser measuring on the same machine.
 */
export async function startProductionServer(
  port: number,
  readyPath = "/sobre",
  nodeArgs: string[] = [],
  lowPriority = false
): Promise<string> {
  if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
    console.log("No production build found: running npm run build…")
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" })
    if (build.status !== 0) throw new Error("the build failed")
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const command = [
    process.execPath,
    "scripts/with-local-backend.mjs",
    "node",
    ...nodeArgs,
    "server.mjs",
    "-p",
    String(port),
    "-H",
    "127.0.0.1",
  ]
  spawnChild(lowPriority ? "nice" : command[0]!, lowPriority ? ["-n", "19", ...command] : command.slice(1), {
    stdio: ["ignore", "ignore", "inherit"],
    env: process.env,
  })
  await waitFor(`${baseUrl}${readyPath}`, 180)
  return baseUrl
}

/** The newest published post's path, from the sitemap. */
export async function firstPostPath(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  const postPath = /<loc>https?:\/\/[^<]+?(\/convergindo\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1]
  if (!postPath) throw new Error("no published post in the sitemap")
  return postPath
}
