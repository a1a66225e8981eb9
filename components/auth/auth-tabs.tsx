import Link from "next/link"
import { cn } from "@/lib/utils"

export const AUTH_TABS = [
  { id: "entrar", label: "Entrar" },
  { id: "cadastrar", label: "Cadastrar" },
  { id: "recuperar", label: "Recuperar" },
] as const
export type AuthTab = (typeof AUTH_TABS)[number]["id"]

export function parseAuthTab(value: unknown): AuthTab {
  return AUTH_TABS.find((tab) => tab.id === value)?.id ?? "entrar"
}

/** The /auth address of a tab, keeping `from` so the visitor still lands where they wanted. */
export function authTabHref(tab: AuthTab, from?: string) {
  const params = new URLSearchParams()
  if (tab !== "entrar") params.set("tab", tab)
  if (from) params.set("from", from)
  const query = params.toString()
  return query ? `/auth?${query}` : "/auth"
}

export interface AuthTabsProps {
  active: AuthTab
  from?: string
  children: React.ReactNode
}

/**
 * Tabs as links: the tab lives in the URL, so they work before hydration and a shared link opens
 * the right one. Only the active panel is rendered, so switching tabs drops the other form's
 * message and captcha (spec).
 */
export function AuthTabs({ active, from, children }: AuthTabsProps) {
  return (
    <div className="space-y-6">
      <nav aria-label="Acesso à conta">
        <ul className="bg-muted text-muted-foreground grid h-10 grid-cols-3 items-center rounded-lg p-1">
          {AUTH_TABS.map((tab) => {
            const selected = tab.id === active
            return (
              <li key={tab.id} className="h-full">
                <Link
                  href={authTabHref(tab.id, from)}
                  replace
                  scroll={false}
                  aria-current={selected ? "page" : undefined}
                  className={cn(
                    "focus-visible:ring-ring flex h-full items-center justify-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none",
                    selected ? "bg-background text-foreground shadow-sm" : "hover:text-foreground"
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <section aria-label={AUTH_TABS.find((tab) => tab.id === active)?.label}>{children}</section>
    </div>
  )
}
