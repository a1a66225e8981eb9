/** Cache tags of public data; every write that changes what they cover revalidates them. */
export const TAGS = {
  posts: "posts",
  /** The home testimonials; whoever approves, edits or removes a review revalidates it. */
  reviews: "reviews",
  /** The community's listed groups (/comunidade, group pages' public part, sitemap). */
  community: "community",
  /** The public directory (list, business pages, sitemap entries): listings and their approved reviews. */
  directory: "directory",
  /** /projetos, project pages and their sitemap entries: projects, sessions, vacancies. */
  projects: "projects",
  /** /loja, product pages and their sitemap entries. */
  shop: "shop",
  /** /aprender, material and track pages, their share cards and sitemap entries: published materials and tracks. */
  learning: "learning",
  /** /associadas, public profiles and their sitemap entries: profiles and what they show (issue #37). */
  members: "members",
  /** The public site settings (footer, JSON-LD, SEO, home and about figures); saved in /admin/configuracoes. */
  settings: "settings",
} as const
