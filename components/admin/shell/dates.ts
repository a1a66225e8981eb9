// Admins are in Brazil; the server may run in UTC, so every date names its time zone.
const TIME_ZONE = "America/Sao_Paulo"

const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
})
const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
})

/** "23/11/2026" */
export function formatDate(iso: string) {
  return dateFormat.format(new Date(iso))
}

/** "23/11/2026, 14:05" */
export function formatDateTime(iso: string) {
  return dateTimeFormat.format(new Date(iso))
}

/** Spec section 9's relative times: "Agora mesmo", "5 min atrás", "3 h atrás", "2 d atrás", then the date. */
export function formatRelative(iso: string, now = Date.now()) {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000))
  if (seconds < 60) return "Agora mesmo"
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min atrás`
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h atrás`
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} d atrás`
  return formatDate(iso)
}
