import { randomUUID } from "node:crypto"
import type { Channel } from "./channel.ts"
import type { Message } from "./protocol.ts"

/** A channel somewhere on the server, and how to reach its socket. */
export interface Member {
  channel: Channel
  send(message: Message): void
}

type Metas = Record<string, { metas: Array<Record<string, unknown>> }>

const diffOf = (key: string, meta: Record<string, unknown>): Metas => ({ [key]: { metas: [meta] } })

function announce(members: Member[], topic: string, joins: Metas, leaves: Metas) {
  for (const member of members)
    member.send({ joinRef: null, ref: null, topic, event: "presence_diff", payload: { joins, leaves } })
}

/** The `presence_state` a joining channel receives: every tracked meta on the topic, by key. */
export function presenceState(members: Member[]): Metas {
  const state: Metas = {}
  for (const { channel } of members) {
    if (!channel.presenceMeta) continue
    const entry = (state[channel.presenceKey] ??= { metas: [] })
    entry.metas.push(channel.presenceMeta)
  }
  return state
}

export function track(channel: Channel, payload: unknown, members: Member[]) {
  const user = typeof payload === "object" && payload !== null && !Array.isArray(payload) ? payload : {}
  const meta = { ...user, phx_ref: randomUUID() }
  const leaves = channel.presenceMeta ? diffOf(channel.presenceKey, channel.presenceMeta) : {}
  channel.presenceMeta = meta
  announce(members, channel.topic, diffOf(channel.presenceKey, meta), leaves)
}

export function untrack(channel: Channel, members: Member[]) {
  if (!channel.presenceMeta) return
  const leaves = diffOf(channel.presenceKey, channel.presenceMeta)
  channel.presenceMeta = null
  announce(members, channel.topic, {}, leaves)
}
