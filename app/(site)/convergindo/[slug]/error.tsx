"use client"

import { useEffect } from "react"

import { LoadErrorToast } from "@/components/blog/load-error-toast"
import { PostNotFound } from "@/components/blog/post-not-found"

/** Spec §8: when the post cannot be read, the toast "Não foi possível carregar o post" and the not-found view. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("[blog.post]", error.digest ?? "sem digest")
  }, [error])
  return (
    <>
      <LoadErrorToast title="Erro" description="Não foi possível carregar o post" />
      <PostNotFound />
    </>
  )
}
