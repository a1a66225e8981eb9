export declare const E2E_TLS_CERT: string
export declare const E2E_TLS_KEY: string
export declare function ensureE2eCertificate(): { cert: string; key: string }
export declare function e2eTlsEnv(): {
  TLS_CERT_FILE: string
  TLS_KEY_FILE: string
  LOCAL_SUPABASE_TLS_CERT_FILE: string
  LOCAL_SUPABASE_TLS_KEY_FILE: string
  NODE_EXTRA_CA_CERTS: string
}
export declare function e2eTlsOptions(): { cert: Buffer; key: Buffer }
