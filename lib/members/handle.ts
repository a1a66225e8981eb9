/**
 * A member's handle, the last segment of her profile's address (/associadas/<handle>). The same
 * rules as the database's check and update_member_profile (migration 20261201100001): 3 to 30 of
 * a-z, 0-9 and single hyphens, starting and ending with a letter or digit; a few words are kept
 * for the site. Dependency-free, so the proxy, the form and zod share it.
 */

export const HANDLE_MIN = 3
export const HANDLE_MAX = 30

const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$/

/**
 * Words that would read as the site speaking (admin, suporte) or collide with an address of ours;
 * the database keeps its own list and refuses these too.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "admin",
  "administracao",
  "administradora",
  "ajuda",
  "api",
  "aprender",
  "associada",
  "associadas",
  "auth",
  "blog",
  "certificados",
  "comunidade",
  "conta",
  "contato",
  "convergencia",
  "convergencia-empreendedora",
  "convergindo",
  "convite",
  "dashboard",
  "diretorio",
  "diretrizes",
  "equipe",
  "lista",
  "loja",
  "membro",
  "membros",
  "mensagem",
  "mensagens",
  "moderacao",
  "moderadora",
  "newsletter",
  "nova",
  "novo",
  "null",
  "oficial",
  "perfil",
  "previa",
  "projetos",
  "root",
  "seguranca",
  "sistema",
  "sobre",
  "suporte",
  "undefined",
])

/** Whether a text has a handle's shape (the address's rules; reserved words aside). */
export function isValidHandle(value: string): boolean {
  return HANDLE_PATTERN.test(value) && !value.includes("--")
}

export const isReservedHandle = (value: string) => RESERVED_HANDLES.has(value)

/**
 * What she typed, as a handle is spelled: trimmed, without a leading "@", lowercase and without
 * accents ("@Ana.Lúcia" → "ana.lucia", which the rules then refuse for the dot). Nothing else is
 * rewritten, so the message names her own mistake.
 */
export function normalizeHandleInput(raw: string): string {
  return raw
    .trim()
    .replace(/^@+/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
}

/** Why a handle is refused (pt-BR), or null when it may be taken. */
export function handleProblem(value: string): string | null {
  if (value.length < HANDLE_MIN) return `O endereço precisa de pelo menos ${HANDLE_MIN} caracteres.`
  if (value.length > HANDLE_MAX) return `O endereço pode ter no máximo ${HANDLE_MAX} caracteres.`
  if (!/^[a-z0-9-]+$/.test(value)) return "Use só letras sem acento, números e hífen."
  if (value.startsWith("-") || value.endsWith("-")) return "O endereço não pode começar nem terminar com hífen."
  if (value.includes("--")) return "O endereço não pode ter dois hífens seguidos."
  if (isReservedHandle(value)) return "Este endereço é reservado. Escolha outro."
  return isValidHandle(value) ? null : "Endereço inválido."
}
