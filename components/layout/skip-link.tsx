export type SkipLinkProps = { targetId?: string; label?: string }

/** First focusable element: keyboard users jump past the header straight to <main>. */
export function SkipLink({ targetId = "conteudo", label = "Pular para o conteúdo principal" }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className="bg-primary text-primary-foreground focus-visible:ring-ring sr-only z-[100] rounded-md px-4 py-2 text-sm font-medium shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-[3px] focus-visible:outline-none"
    >
      {label}
    </a>
  )
}
