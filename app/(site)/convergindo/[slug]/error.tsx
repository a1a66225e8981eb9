"use client"

import { LoadErrorToast } from "@/components/errors/load-error-toast"
import { PostNotFound } from "@/components/blog/post-not-found"
import { useLoggedError } from "@/components/errors/use-logged-error"

/** Spec §8: when the post cannot be read, the toast "Não foi possível carregar o post" and the not-found view. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  useLoggedError("[blog.post]", error, "sem digest")
  return (
    <>
      <LoadErrorToast description="Não foi possível carregar o post" />
      <PostNotFound />
    </>
  )
}
