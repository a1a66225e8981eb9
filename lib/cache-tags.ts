/** Cache tags of public data; every write that changes what they cover revalidates them. */
export const TAGS = {
  posts: "posts",
  reviews: "reviews",
} as const
