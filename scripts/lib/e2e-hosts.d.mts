export declare const APP_HOST: string
export declare const API_HOST: string
export declare const E2E_HOSTS: string[]
export declare const PORTS: {
  app: number
  backend: number
  isolatedApp: number
  isolatedBackend: number
  isolatedSiteverify: number
  isolatedControl: number
  mailRelayStandIn: number
  smtpStandIn: number
  smtpStandInHttp: number
  pushStandIn: number
}
export declare const E2E_CRON_SECRET: string
export declare const E2E_SITE_URL: string
export declare const E2E_SUPABASE_URL: string
export declare const E2E_ISOLATED_SITE_URL: string
export declare const E2E_ISOLATED_SUPABASE_URL: string
export declare const E2E_ISOLATED_CONTROL_URL: string
export declare const E2E_SITEVERIFY_URL: string
export declare const E2E_MAILRELAY_STAND_IN_URL: string
export declare const E2E_SMTP_STAND_IN_URL: string
export declare const E2E_PUSH_STAND_IN_URL: string
export declare function chromiumHostArgs(): string[]
export declare function ensureE2eHosts(options?: { log?: (line: string) => void }): Promise<boolean>
