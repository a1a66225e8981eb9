import { publicEnv } from "@/lib/env"

/** One place for what the site says about itself: name, address, logo, social profiles, navigation. */

function optionalUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined
  } catch {
    return undefined
  }
}

export type SocialNetwork = "instagram" | "facebook" | "linkedin" | "youtube"

export type SocialProfile = { network: SocialNetwork; label: string; url: string }

export type NavLink = { title: string; href: string; description?: string }

export type NavGroup = { title: string; links: NavLink[] }

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
}

/**
 * The social profiles to show, in a fixed order, from the admin's settings (/admin/configuracoes;
 * they used to come from NEXT_PUBLIC_SOCIAL_* variables). Empty or unusable addresses mean "no
 * profile", so no icon and no sameAs entry.
 */
export function socialProfiles(urls: Partial<Record<SocialNetwork, string | null | undefined>>): SocialProfile[] {
  return (Object.keys(SOCIAL_LABELS) as SocialNetwork[]).flatMap((network) => {
    const url = optionalUrl(urls[network] ?? undefined)
    return url ? [{ network, label: SOCIAL_LABELS[network], url }] : []
  })
}

// The spec's first group, grown with each area as it lands (issue #24): desktop menu and drawer both
// render this one list.
const mainNav: NavGroup = {
  title: "Menu Principal",
  links: [
    { title: "Início", href: "/", description: "Página inicial da comunidade" },
    { title: "Sobre", href: "/sobre", description: "Nossa história, missão e impacto" },
    { title: "Convergindo", href: "/convergindo", description: "O blog da Convergência Empreendedora" },
    { title: "Diretório", href: "/diretorio", description: "Negócios de mulheres da nossa rede" },
    { title: "Comunidade", href: "/comunidade", description: "Grupos para trocar experiências e se apoiar" },
    { title: "Projetos", href: "/projetos", description: "Cursos, mentorias, feiras e campanhas da rede" },
    { title: "Aprender", href: "/aprender", description: "Materiais e trilhas para o seu negócio" },
    { title: "Loja", href: "/loja", description: "A vitrine dos negócios das associadas" },
  ],
}

const accountNav: NavGroup = {
  title: "Minha Conta",
  links: [
    { title: "Dashboard", href: "/dashboard", description: "Seu painel de membro" },
    // Also here, not only as the header's icon: phones under 370 px have no room for the icon.
    { title: "Mensagens", href: "/mensagens", description: "Suas conversas com outras associadas" },
    { title: "Minhas encomendas", href: "/dashboard/encomendas", description: "Pedidos que você fez pelo Pix" },
  ],
}

const adminNav: NavGroup = {
  title: "Administração",
  links: [
    { title: "Painel Admin", href: "/admin", description: "Visão geral da plataforma" },
    { title: "Editor de Blog", href: "/admin/blog", description: "Crie e publique posts" },
    { title: "Newsletter", href: "/admin/newsletter", description: "Gerencie as pessoas inscritas" },
    // In the admin tab bar's order (components/admin/shell/admin-nav.tsx).
    { title: "Comunidade", href: "/admin/comunidade", description: "Grupos, moderadoras e denúncias" },
    { title: "Embaixadoras", href: "/admin/embaixadoras", description: "Indicações e comissões" },
    { title: "Configurações", href: "/admin/configuracoes", description: "Configurações do site" },
  ],
}

export const siteConfig = {
  name: "Convergência Empreendedora",
  description:
    "Conectamos, educamos e impulsionamos mulheres por meio do empreendedorismo e de redes de apoio da economia solidária.",
  // Canonical URLs are built by joining paths, so the address is kept without a trailing slash.
  url: publicEnv.siteUrl.replace(/\/+$/, ""),
  locale: "pt_BR",
  language: "pt-BR",
  logo: { src: "/images/logo.svg", png: "/images/logo.png", width: 48, height: 48 },
  ogImage: { src: "/images/og-default.jpg", width: 1200, height: 630, alt: "Convergência Empreendedora" },
  keywords: [
    "empreendedorismo feminino",
    "economia solidária",
    "mulheres empreendedoras",
    "rede de apoio",
    "negócios de impacto",
  ],
  rssPath: "/rss",
  copyrightYear: 2024,
  nav: { main: mainNav, account: accountNav, admin: adminNav },
  footerLinks: [
    { title: "Início", href: "/" },
    { title: "Sobre", href: "/sobre" },
    { title: "Projetos", href: "/projetos" },
    { title: "Aprender", href: "/aprender" },
    { title: "Loja", href: "/loja" },
    { title: "Diretório", href: "/diretorio" },
    { title: "Diretrizes da comunidade", href: "/diretrizes" },
    { title: "Feed RSS", href: "/rss" },
  ] satisfies NavLink[],
} as const

/** Absolute URL on this site for a path such as "/sobre"; absolute inputs pass through unchanged. */
export function absoluteUrl(path = "/"): string {
  return new URL(path, `${siteConfig.url}/`).toString()
}
