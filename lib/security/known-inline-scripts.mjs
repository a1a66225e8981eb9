// @ts-check
/**
 * Constant inline scripts that React and next-themes put in prerendered HTML, where no request
 * nonce can reach them (the static shells of partly dynamic pages included), allowed by hash.
 * Each entry was read by a person before it was added: `node scripts/check-build.mjs` fails when
 * a build emits an inline script that neither this list nor the framework call forms of csp.mjs
 * allow, and prints the candidates, to be read and added here after a React, Next or next-themes
 * update.
 * @type {readonly { hash: string, what: string }[]}
 */
export const KNOWN_INLINE_SCRIPTS = [
  {
    hash: "'sha256-n46vPwSWuMC0W703pBofImv82Z26xo4LXymv0E9caPk='",
    what: 'next-themes: sets the theme class on <html> before paint ("class", "theme", "system")',
  },
  {
    hash: "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='",
    what: "React: notes when the shell was painted ($RT), for revealing boundaries in batches",
  },
  {
    hash: "'sha256-tNBrhVhpwBw/l0vCWPK8EIr/51zkeQJGlBE46KH5wHM='",
    what: "React: the runtime that reveals completed Suspense boundaries ($RB, $RV, $RC), before its $RC calls",
  },
]
