// Settings shared by the two-server harness (scripts/multi-server.mjs) and its checks
// (tests/multi-server/): issue #34.

/** The two servers' loopback ports, behind the proxy at E2E_SITE_URL. */
export const INSTANCE_PORTS = [3201, 3202]
/** Sign-in failures per address and e-mail before the limit: low, so the check stays short. */
export const SIGN_IN_MAX_FAILURES = 4
