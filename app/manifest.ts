import type { MetadataRoute } from "next"

import { siteConfig } from "@/lib/site"

/**
 * The web app manifest (/manifest.webmanifest; Next links it from every page's head): what a phone
 * needs to put the site on the home screen as an app of its own (issue #41). Static: the name is
 * the product's, not the admin's editable site name, so an installed icon keeps its label.
 *
 * The manifest has one theme colour; the pages' `theme-color` meta tags (app/layout.tsx, one per
 * colour scheme) take over once a page has loaded, so the dark theme gets its own bar too.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: siteConfig.name,
    short_name: "Convergência",
    description:
      "A rede de mulheres empreendedoras da economia solidária: mensagens, projetos, encomendas e aprendizado no seu celular.",
    lang: "pt-BR",
    dir: "ltr",
    // Her own dashboard: a visitor is sent to the sign-in and back.
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#fdfafc",
    theme_color: "#fdfafc",
    categories: ["business", "social", "education"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  }
}
