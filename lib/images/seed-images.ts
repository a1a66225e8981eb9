/**
 * The demo data's pictures: business logos, product photos and the library's covers shipped with
 * the app in public/images/seed (drawn by scripts/make-directory-images.ts and
 * scripts/make-learning-images.ts) and referenced by supabase/seed.sql.
 * They are shown beside the stored files of each business's own folder, as they are this site's
 * own static files: nobody uploads there, so an address of this shape cannot point elsewhere.
 */
const SEED_IMAGE = /^\/images\/seed\/(negocios|produtos|aprender)\/[a-z0-9-]+\.webp$/

export const isSeedImage = (url: string | null | undefined): url is string =>
  typeof url === "string" && SEED_IMAGE.test(url)
