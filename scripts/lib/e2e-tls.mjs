// The browser tests reach the app and the backend over HTTPS, as members do: a certificate made
// for this machine's test names (scripts/lib/e2e-hosts.mjs) and for 127.0.0.1, where the servers
// call themselves. Both servers serve it (server.mjs: TLS_CERT_FILE/TLS_KEY_FILE; supabase/local:
// LOCAL_SUPABASE_TLS_CERT_FILE/…_KEY_FILE), Node trusts it through NODE_EXTRA_CA_CERTS, and
// Chromium is told to accept it (chromiumHostArgs). A secure origin is what service workers, the
// clipboard and Web Crypto need, and it lets the suite drive Chromium's faster headless shell, which
// has no switch to treat a plain-http origin as secure.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { E2E_HOSTS } from "./e2e-hosts.mjs"

const DIR = path.resolve(import.meta.dirname, "../../playwright/.tls")
export const E2E_TLS_CERT = path.join(DIR, "cert.pem")
export const E2E_TLS_KEY = path.join(DIR, "key.pem")
const SUBJECT_ALT_NAMES = [...E2E_HOSTS.map((host) => `DNS:${host}`), "DNS:localhost", "IP:127.0.0.1"]

/** Makes the self-signed certificate once (openssl, on every Debian machine); returns its paths. */
export function ensureE2eCertificate() {
  if (existsSync(E2E_TLS_CERT) && existsSync(E2E_TLS_KEY) && coversEveryName()) {
    return { cert: E2E_TLS_CERT, key: E2E_TLS_KEY }
  }
  mkdirSync(DIR, { recursive: true })
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "3650",
      "-subj",
      `/CN=${E2E_HOSTS[0]}`,
      "-addext",
      `subjectAltName=${SUBJECT_ALT_NAMES.join(",")}`,
      "-keyout",
      E2E_TLS_KEY,
      "-out",
      E2E_TLS_CERT,
    ],
    { stdio: ["ignore", "ignore", "pipe"] }
  )
  if (made.error || made.status !== 0) {
    throw new Error(
      `could not make the browser tests' certificate with openssl (apt-get install -y openssl): ${made.error?.message ?? made.stderr}`
    )
  }
  return { cert: E2E_TLS_CERT, key: E2E_TLS_KEY }
}

/** A certificate from before a name was added is made again. */
function coversEveryName() {
  const text = spawnSync("openssl", ["x509", "-in", E2E_TLS_CERT, "-noout", "-ext", "subjectAltName"], {
    encoding: "utf8",
  }).stdout
  const names = SUBJECT_ALT_NAMES.map((name) => name.replace(/^IP:/, "IP Address:"))
  return Boolean(text) && names.every((name) => text.includes(name))
}

/** What every process of a browser-test run needs: the servers serve HTTPS, Node trusts the certificate. */
export function e2eTlsEnv() {
  const { cert, key } = ensureE2eCertificate()
  return {
    TLS_CERT_FILE: cert,
    TLS_KEY_FILE: key,
    LOCAL_SUPABASE_TLS_CERT_FILE: cert,
    LOCAL_SUPABASE_TLS_KEY_FILE: key,
    NODE_EXTRA_CA_CERTS: cert,
  }
}

/** The certificate's text, for a server started in this process. */
export function e2eTlsOptions() {
  const { cert, key } = ensureE2eCertificate()
  return { cert: readFileSync(cert), key: readFileSync(key) }
}
