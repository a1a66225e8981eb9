// Gate: inline scripts. Every inline script of a prerendered page is one the Content-Security-Policy
// allows without 'unsafe-inline' (lib/security/csp.mjs).
//
// The policy has no 'unsafe-inline': a prerendered page's inline scripts run only when they are
// framework calls with data or reviewed constants. A React, Next or next-themes update can bring new
// constant scripts; this gate names them before a browser would block them, for a person to read
// and add to lib/security/known-inline-scripts.mjs.
import { readFileSync } from "node:fs"
import path from "node:path"

import { executableInlineScripts, inlineScriptSources } from "../../lib/security/csp.mjs"
import { DIST, rel, walk } from "./shared.mjs"

export function checkInlineScripts() {
  console.log("\n== inline scripts of prerendered pages, against the script policy")
  const pages = walk(path.join(DIST, "server/app")).filter((file) => file.endsWith(".html"))
  const refused = new Map()
  let scripts = 0
  for (const file of pages) {
    const html = readFileSync(file, "utf8")
    scripts += executableInlineScripts(html).length
    for (const script of inlineScriptSources(html).refused) {
      const entry = refused.get(script.hash) ?? { ...script, files: [] }
      entry.files.push(rel(file))
      refused.set(script.hash, entry)
    }
  }
  console.log(`read ${pages.length} pages, ${scripts} inline scripts`)
  for (const { hash, start, files } of refused.values())
    console.error(`✗ not allowed: ${hash} ${JSON.stringify(start)} in ${files.length} page(s), e.g. ${files[0]}`)
  if (refused.size)
    console.error(
      "  If these are the framework's own (read them in the pages named), add their hashes to lib/security/known-inline-scripts.mjs."
    )
  else console.log("✓ every inline script is allowed")
  return refused.size === 0
}
