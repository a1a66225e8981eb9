"use client"

import * as React from "react"
import Image from "@tiptap/extension-image"
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react"
import StarterKit from "@tiptap/starter-kit"
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
} from "lucide-react"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"

export interface RichTextEditorProps {
  id: string
  /** The HTML the editor starts from (read once, on mount). */
  initialHtml: string
  onChange: (html: string) => void
  describedBy?: string
  invalid?: boolean
}

// http(s), mailto and site-relative links only; the server sanitiser enforces the same.
const SAFE_URL = /^(https?:\/\/|mailto:|\/)/i

function ToolbarButton({
  label,
  active,
  onClick,
  disabled,
  children,
}: {
  label: string
  active?: boolean
  onClick: () => void
  disabled?: boolean
  children: React.ReactNode
}) {
  return (
    <Button
      type="button"
      variant={active ? "secondary" : "ghost"}
      size="sm"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  function setLink() {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? ""
    const url = window.prompt("Endereço do link (deixe vazio para remover):", previous)
    if (url === null) return
    if (url.trim() === "") chain().extendMarkRange("link").unsetLink().run()
    else if (SAFE_URL.test(url.trim())) chain().extendMarkRange("link").setLink({ href: url.trim() }).run()
  }

  function addImage() {
    const url = window.prompt("Endereço da imagem (https://…):")
    if (!url || !/^(https?:\/\/|\/)/i.test(url.trim())) return
    const alt = window.prompt("Descrição da imagem (texto alternativo):") ?? ""
    chain().setImage({ src: url.trim(), alt: alt.trim() }).run()
  }

  return (
    <div role="toolbar" aria-label="Formatação do conteúdo" className="flex flex-wrap gap-1 border-b p-1">
      <ToolbarButton label="Título" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2Icon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Subtítulo" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3Icon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Negrito" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <BoldIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Itálico" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <ItalicIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Lista com marcadores"
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <ListIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Lista numerada" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrderedIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Citação" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <QuoteIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Link" active={state.link} onClick={setLink}>
        <LinkIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Imagem por endereço" onClick={addImage}>
        <ImageIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Desfazer" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2Icon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Refazer" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2Icon aria-hidden="true" />
      </ToolbarButton>
    </div>
  )
}

/** TipTap editor producing HTML; editors never type raw markup. Load it with next/dynamic. */
export function RichTextEditor({ id, initialHtml, onChange, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        // Post headings sit under the page's h1 (the sanitiser also maps h1 to h2).
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
        code: false,
        codeBlock: false,
      }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn(
          "min-h-56 max-h-[28rem] overflow-y-auto px-3 py-2 text-sm outline-none",
          "[&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold",
          "[&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
          "[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_a]:underline [&_img]:max-h-64"
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  })

  return (
    <div
      className={cn(
        "focus-within:ring-ring/50 rounded-md border focus-within:ring-[3px]",
        invalid && "border-destructive"
      )}
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-10 border-b" aria-hidden="true" />}
      <EditorContent editor={editor} />
    </div>
  )
}
