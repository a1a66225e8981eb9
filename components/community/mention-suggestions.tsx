"use client"

import * as React from "react"
import { Extension, mergeAttributes, Node, type Editor, type Extensions } from "@tiptap/react"

import type { ActionState } from "@/lib/action-state"
import {
  isMentionId,
  MENTION_ATTRIBUTE,
  mentionQueryBefore,
  type Mentionable,
  suggestMentions,
} from "@/lib/community-mentions"
import { cn } from "@/lib/utils"

/** The server action answering whom she may mention in the group. */
export type MentionablesAction = (groupId: unknown) => Promise<ActionState<Mentionable[]>>

const KEYS = ["ArrowDown", "ArrowUp", "Enter", "Tab", "Escape"] as const
type Key = (typeof KEYS)[number]
/** True when the suggestions took the key. */
type KeyHandler = (key: Key) => boolean

/**
 * The mention node (`<span data-mention="<id>">@Name</span>`, an atom: it is removed whole, never
 * half-edited) and a key handler that runs before the editor's own keys, so that while the
 * suggestions are open the arrows, Enter, Tab and Escape act on them.
 */
export function mentionExtensions(keysRef: React.RefObject<KeyHandler | null>): Extensions {
  const MentionNode = Node.create({
    name: "mention",
    group: "inline",
    inline: true,
    atom: true,
    selectable: false,
    addAttributes() {
      return {
        id: {
          default: null,
          parseHTML: (element) => element.getAttribute(MENTION_ATTRIBUTE),
          renderHTML: (attributes) => ({ [MENTION_ATTRIBUTE]: attributes.id }),
        },
        label: {
          default: "",
          parseHTML: (element) => (element.textContent ?? "").replace(/^@/, ""),
          renderHTML: () => ({}),
        },
      }
    },
    parseHTML() {
      // Only a mention naming an id (false: not this node; null: this node, attributes as above).
      const getAttrs = (element: HTMLElement) => (isMentionId(element.getAttribute(MENTION_ATTRIBUTE)) ? null : false)
      return [{ tag: `span[${MENTION_ATTRIBUTE}]`, getAttrs }]
    },
    renderHTML({ node, HTMLAttributes }) {
      return ["span", mergeAttributes(HTMLAttributes), `@${node.attrs.label}`]
    },
    renderText({ node }) {
      return `@${node.attrs.label}`
    },
  })
  const MentionKeys = Extension.create({
    name: "mentionKeys",
    // Before the starter kit's keymaps (Enter would split the paragraph).
    priority: 1000,
    addKeyboardShortcuts() {
      return Object.fromEntries(KEYS.map((key) => [key, () => keysRef.current?.(key) ?? false]))
    },
  })
  return [MentionNode, MentionKeys]
}

interface Trigger {
  /** Where the "@" is, and where the caret is: the range a chosen mention replaces. */
  from: number
  to: number
  query: string
}

function triggerAt(editor: Editor): Trigger | null {
  const { selection } = editor.state
  if (!selection.empty) return null
  const { $from } = selection
  if (!$from.parent.isTextblock) return null
  const start = Math.max(0, $from.parentOffset - 80)
  const before = $from.parent.textBetween(start, $from.parentOffset, undefined, "\ufffc")
  const query = mentionQueryBefore(before)
  if (query === null) return null
  return { from: $from.pos - query.length - 1, to: $from.pos, query }
}

/** Where the list goes: under the "@", inside the editor's box (its positioned wrapper). */
function below(editor: Editor, at: number): { left: number; top: number } | null {
  const dom = editor.view.dom
  try {
    const caret = editor.view.coordsAtPos(at)
    const rect = dom.getBoundingClientRect()
    const left = caret.left - rect.left + dom.offsetLeft
    return {
      left: Math.max(0, Math.min(left, dom.offsetWidth - 256)),
      top: caret.bottom - rect.top + dom.offsetTop + 4,
    }
  } catch {
    return null
  }
}

export interface MentionSuggestionsProps {
  editor: Editor
  /** The editor element's id; the list's and options' ids derive from it. */
  id: string
  groupId: string
  load: MentionablesAction
  keysRef: React.RefObject<KeyHandler | null>
}

/**
 * The "@" suggestions under a community message's editor: the group's other members whose name
 * starts with what she types after "@". ARIA combobox pattern on the editor (aria-autocomplete,
 * aria-controls, aria-activedescendant) with a listbox; arrows move, Enter or Tab choose, Escape
 * closes and leaves the text as typed. The members are asked for once, at the first "@".
 */
export function MentionSuggestions({ editor, id, groupId, load, keysRef }: MentionSuggestionsProps) {
  const [trigger, setTrigger] = React.useState<Trigger | null>(null)
  const [members, setMembers] = React.useState<Mentionable[] | null>(null)
  const [highlight, setHighlight] = React.useState<{ key: string | null; index: number }>({ key: null, index: 0 })
  const [dismissed, setDismissed] = React.useState<string | null>(null)
  const requested = React.useRef(false)
  const listId = `${id}-mencoes`
  const optionId = (index: number) => `${id}-mencao-${index}`

  React.useEffect(() => {
    const update = () => {
      const next = triggerAt(editor)
      setTrigger((current) =>
        current?.from === next?.from && current?.to === next?.to && current?.query === next?.query ? current : next
      )
    }
    const close = () => setTrigger(null)
    editor.on("transaction", update)
    editor.on("blur", close)
    return () => {
      editor.off("transaction", update)
      editor.off("blur", close)
    }
  }, [editor])

  React.useEffect(() => {
    if (!trigger || requested.current) return
    requested.current = true
    load(groupId)
      .then((state) => setMembers(state.status === "success" && state.data ? state.data : []))
      .catch((error: unknown) => {
        console.error("[community.mentions]", error)
        setMembers([])
      })
  }, [trigger, groupId, load])

  const key = trigger ? `${trigger.from}:${trigger.query}` : null
  const options = React.useMemo(
    () => (trigger && members && key !== dismissed ? suggestMentions(trigger.query, members) : []),
    [trigger, members, key, dismissed]
  )
  const open = options.length > 0
  // A new query starts from the first suggestion.
  const current = highlight.key === key ? Math.min(highlight.index, options.length - 1) : 0
  const position = open && trigger ? below(editor, trigger.from) : null

  // The editor element is the combobox: it says where the list is and which option is current.
  React.useLayoutEffect(() => {
    const element = editor.view.dom
    element.setAttribute("aria-autocomplete", "list")
    if (open) {
      element.setAttribute("aria-controls", listId)
      element.setAttribute("aria-activedescendant", optionId(current))
    } else {
      element.removeAttribute("aria-controls")
      element.removeAttribute("aria-activedescendant")
    }
  })

  const choose = (member: Mentionable) => {
    if (!trigger) return
    editor
      .chain()
      .focus()
      .insertContentAt({ from: trigger.from, to: trigger.to }, [
        { type: "mention", attrs: { id: member.id, label: member.name } },
        { type: "text", text: " " },
      ])
      .run()
  }

  React.useEffect(() => {
    keysRef.current = (pressed) => {
      if (!open || editor.view.composing) return false
      if (pressed === "ArrowDown" || pressed === "ArrowUp") {
        const step = pressed === "ArrowDown" ? 1 : -1
        setHighlight({ key, index: (current + step + options.length) % options.length })
        return true
      }
      if (pressed === "Enter" || pressed === "Tab") {
        choose(options[current]!)
        return true
      }
      if (pressed === "Escape") {
        setDismissed(key)
        return true
      }
      return false
    }
  })

  return (
    <div>
      <div aria-live="polite" className="sr-only">
        {open
          ? `${options.length === 1 ? "1 sugestão" : `${options.length} sugestões`} de menção. Use as setas para escolher e Enter para mencionar.`
          : ""}
      </div>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Sugestões de menção"
          className="bg-popover text-popover-foreground absolute z-20 max-h-64 w-64 overflow-y-auto rounded-md border p-1 shadow-md"
          style={position ?? { left: 0, top: "100%" }}
        >
          {options.map((member, index) => (
            <li
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={cn(
                "cursor-pointer truncate rounded-sm px-2 py-1.5 text-sm",
                index === current && "bg-accent text-accent-foreground"
              )}
              // Keeps the caret in the editor: a click chooses without taking the focus away.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(member)
              }}
              onMouseEnter={() => setHighlight({ key, index })}
            >
              {member.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
