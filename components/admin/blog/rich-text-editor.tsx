"use client"

import * as React from "react"
import Image from "@tiptap/extension-image"
import Link from "@tiptap/extension-link"
import { EditorContent, useEditor, useEditorState, type Editor, type Extensions } from "@tiptap/react"
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
import type { PostImageUpload } from "@/lib/images/post-image"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { ImageDialog, type InsertedImage } from "./image-dialog"
import { LinkDialog, type LinkChoice } from "./link-dialog"

// One file (~300 lines) on purpose: the TipTap set-up and its toolbar share one editor instance
// and load together through next/dynamic; the link and image dialogs already live beside it.

export interface RichTextEditorProps {
  id: string
  /** The HTML the editor starts from (read once, on mount). */
  initialHtml: string
  onChange: (html: string) => void
  describedBy?: string
  invalid?: boolean
  /** Stores an image file for the post (the blog's upload action); without it, no image button. */
  uploadImage?: (file: File) => Promise<PostImageUpload>
  /** The toolbar's accessible name. */
  toolbarLabel?: string
  /** More TipTap extensions (community mentions); read once, on mount. */
  extensions?: Extensions
  /** Rendered inside the editor's box once the editor exists (the mention suggestions). */
  children?: (editor: Editor) => React.ReactNode
}

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

function Toolbar({
  editor,
  onLink,
  onImage,
  label,
}: {
  editor: Editor
  onLink: () => void
  onImage?: () => void
  label: string
}) {
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

  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b p-1">
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
      <ToolbarButton label="Link" active={state.link} onClick={onLink}>
        <LinkIcon aria-hidden="true" />
      </ToolbarButton>
      {onImage ? (
        <ToolbarButton label="Imagem" onClick={onImage}>
          <ImageIcon aria-hidden="true" />
        </ToolbarButton>
      ) : null}
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
type OpenDialog = { kind: "link"; initial: LinkChoice; editing: boolean } | { kind: "image" } | null

export function RichTextEditor({
  id,
  initialHtml,
  onChange,
  describedBy,
  invalid,
  uploadImage,
  toolbarLabel = "Formatação do conteúdo",
  extensions = [],
  children,
}: RichTextEditorProps) {
  const [dialog, setDialog] = React.useState<OpenDialog>(null)
  // Set when a dialog closes on a change: the caret goes back into the text, not to the toolbar.
  const changed = React.useRef(false)
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        // Post headings sit under the page's h1 (the sanitiser also maps h1 to h2).
        heading: { levels: [2, 3] },
        link: false,
        code: false,
        codeBlock: false,
      }),
      // With autolink on, TipTap makes links inclusive: words typed right after one would join it.
      Link.extend({ inclusive: () => false }).configure({
        openOnClick: false,
        autolink: true,
        protocols: ["http", "https", "mailto"],
        // Links open in place unless the editor asks for a new tab (the link dialog's checkbox);
        // the sanitiser adds rel="noopener noreferrer" to those.
        HTMLAttributes: { target: null, rel: null },
      }),
      Image,
      ...extensions,
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
          "[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_a]:underline",
          // Width and height come with uploaded images; the box keeps their shape at any size.
          "[&_img]:h-auto [&_img]:max-h-64 [&_img]:w-auto [&_img]:max-w-full"
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  })

  function openLink() {
    if (!editor) return
    const editing = editor.isActive("link")
    const attributes = editor.getAttributes("link")
    // Editing a link starts from all of it, not only the part the caret is in.
    if (editing) editor.chain().extendMarkRange("link").run()
    const { from, to } = editor.state.selection
    const href = typeof attributes.href === "string" ? attributes.href : ""
    const text = editor.state.doc.textBetween(from, to, " ")
    setDialog({ kind: "link", editing, initial: { href, text, newTab: attributes.target === "_blank" } })
  }

  function applyLink({ href, text, newTab }: LinkChoice) {
    if (!editor) return
    const link = { href, target: newTab ? "_blank" : null }
    const { from, to } = editor.state.selection
    if (from !== to && editor.state.doc.textBetween(from, to, " ") === text) {
      editor.chain().extendMarkRange("link").setLink(link).run()
    } else {
      editor
        .chain()
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: link }] })
        .run()
    }
    changed.current = true
    setDialog(null)
  }

  function removeLink() {
    editor?.chain().extendMarkRange("link").unsetLink().run()
    changed.current = true
    setDialog(null)
  }

  function insertImage(image: InsertedImage) {
    if (!editor) return
    editor.chain().setImage(image).run()
    // setImage leaves the new image selected, so the next insertion would replace it: the caret
    // goes to the start of the block after it, or into a new paragraph when no text block follows.
    const after = editor.state.selection.to
    if (editor.state.doc.resolve(after).nodeAfter?.isTextblock) editor.commands.setTextSelection(after + 1)
    else editor.commands.insertContentAt(after, { type: "paragraph" })
    changed.current = true
    setDialog(null)
  }

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null)
  }
  const returnFocus = (event: Event) => {
    if (!changed.current) return
    changed.current = false
    event.preventDefault()
    editor?.commands.focus()
  }

  return (
    <div
      className={cn(
        "focus-within:ring-ring/50 relative rounded-md border focus-within:ring-[3px]",
        invalid && "border-destructive"
      )}
    >
      {editor ? (
        <Toolbar
          editor={editor}
          label={toolbarLabel}
          onLink={openLink}
          onImage={uploadImage ? () => setDialog({ kind: "image" }) : undefined}
        />
      ) : (
        <div className="h-10 border-b" aria-hidden="true" />
      )}
      <EditorContent editor={editor} />
      {editor && children ? children(editor) : null}
      <LinkDialog
        open={dialog?.kind === "link"}
        onOpenChange={closeDialog}
        initial={dialog?.kind === "link" ? dialog.initial : { href: "", text: "", newTab: false }}
        editing={dialog?.kind === "link" && dialog.editing}
        onApply={applyLink}
        onRemove={removeLink}
        onCloseAutoFocus={returnFocus}
      />
      {uploadImage ? (
        <ImageDialog
          open={dialog?.kind === "image"}
          onOpenChange={closeDialog}
          upload={uploadImage}
          onInsert={insertImage}
          onCloseAutoFocus={returnFocus}
        />
      ) : null}
    </div>
  )
}
