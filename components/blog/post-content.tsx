import { cn } from "@/lib/utils"

// Typography for sanitised post HTML (lib/html/sanitize.ts decides which elements can appear).
const PROSE = [
  "text-lg leading-relaxed text-foreground/90 break-words",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_a]:text-primary [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_blockquote]:border-primary [&_blockquote]:border-l-4 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote]:text-muted-foreground",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figure]:my-8 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground",
  "[&_code]:bg-muted [&_code]:rounded [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:bg-muted [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:border [&_td]:border [&_th]:px-3 [&_td]:px-3 [&_th]:py-2 [&_td]:py-2 [&_th]:bg-muted [&_th]:text-left",
  "[&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg",
  "[&_hr]:my-10 [&_hr]:border-border",
].join(" ")

export type PostContentProps = {
  /** Must come from sanitizePostHtml (PostDetail.contentHtml is). */
  html: string
  className?: string
}

/** The body of a post: server-sanitised HTML, styled. */
export function PostContent({ html, className }: PostContentProps) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />
}
