import { PostNotFound } from "@/components/blog/post-not-found"

export const metadata = { title: "Post não encontrado", robots: { index: false, follow: true } }

export default function PostNotFoundPage() {
  return <PostNotFound />
}
