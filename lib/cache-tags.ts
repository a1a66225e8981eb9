/** Cache tags of public data; every write that changes what they cover revalidates them. */
export const TAGS = {
  posts: "posts",
  /** The home testimonials; whoever approves or edits a review revalidates it. */
  reviews: "reviews",
  /** /projetos, project pages and their sitemap entries: projects, sessions, vacancies. */
  projects: "projects",
  /** /loja, product pages and their sitemap entries. */
  shop: "shop",
} as const
