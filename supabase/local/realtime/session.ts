import { randomUUID } from "node:crypto"
import { WebSocket } from "ws"
import { checkToken } from "./auth.ts"
import { noPolicies, type AuthorizationContext, type Extension, type Policies } from "./authorization.ts"
import { parseSubscriptions, type Channel, type Subscription } from "./channel.ts"
import type { Member } from "./presence.ts"
import { presenceState, track, untrack } from "./presence.ts"
import { decodeBinary, decodeText, encodeBinaryBroadcast, encodeText, type Message, type Vsn } from "./protocol.ts"

/** What a socket needs from the server around it. */
export interface SessionHost {
  jwtSecret: string
  /** Every joined channel on `topic`, across all sockets. */
  membersOf(topic: string): Array<Member & { session: Session }>
  log(line: string): void
  /** Why these bindings cannot be served (unknown table or column), or null. */
  validate(subscriptions: Subscription[]): Promise<string | null>
  /** Called before a channel with postgres_changes bindings starts listening. */
  beforeSubscribe(): Promise<void>
  /** RLS on realtime.messages (./authorization.ts): what the role may receive, or send, on a private topic. */
  authorize(
    kind: "read" | "write",
    context: AuthorizationContext,
    extensions: Extension[]
  ): Promise<Record<Extension, boolean | null>>
}

const unauthorized = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.replace(/^realtime:/, "")}`

const MAX_TIMER_MS = 2 ** 31 - 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** One client WebSocket speaking the Phoenix protocol. */
export class Session {
  readonly channels = new Map<string, Channel>()
  lastSeen = Date.now()
  private closed = false
  // Messages are handled strictly in arrival order, although joins await JWT verification.
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly apikey: string | null,
    private readonly host: SessionHost
  ) {
    ws.on("message", (data, isBinary) => {
      this.lastSeen = Date.now()
      const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
      this.queue = this.queue
        .then(() => (isBinary ? this.onBinary(buffer) : this.onText(buffer.toString("utf8"))))
        .catch((error: unknown) => this.host.log(`realtime: message failed: ${String(error)}`))
    })
    ws.on("error", () => ws.terminate())
  }

  send(message: Message) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeText(message, this.vsn))
  }

  sendRaw(data: Buffer) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(data)
  }

  terminate() {
    this.ws.terminate()
  }

  /** The socket is gone: forget its channels (and what they tracked in presence). */
  dispose() {
    this.closed = true
    for (const channel of [...this.channels.values()]) this.drop(channel)
  }

  private reply(message: Message, status: "ok" | "error", response: Record<string, unknown>) {
    this.send({
      joinRef: message.joinRef,
      ref: message.ref,
      topic: message.topic,
      event: "phx_reply",
      payload: { status, response },
    })
  }

  private async onText(raw: string) {
    const message = decodeText(raw)
    if (!message) return this.host.log("realtime: ignored a malformed frame")
    if (message.topic === "phoenix") {
      if (message.event === "heartbeat") this.reply(message, "ok", {})
      return
    }
    if (message.event === "phx_join") return this.join(message)
    const channel = this.channels.get(message.topic)
    if (!channel) return this.reply(message, "error", { reason: "unmatched topic" })
    switch (message.event) {
      case "phx_leave":
        this.drop(channel)
        return this.reply(message, "ok", {})
      case "access_token":
        return this.refreshToken(channel, message.payload.access_token)
      case "broadcast":
        // A private channel sends only with the insert policy (BroadcastHandler.handle): otherwise
        // the message is dropped without a reply, ack or not.
        if (!(await this.may(channel, "broadcast"))) return
        this.broadcast(channel, message.payload, null)
        if (channel.broadcastAck) this.reply(message, "ok", {})
        return
      case "presence":
        if (message.payload.event === "track") {
          // PresenceHandler: tracking on a private channel needs presence write; else `{:reply, :error}`.
          if (!(await this.may(channel, "presence"))) return this.reply(message, "error", {})
          track(channel, message.payload.payload, this.presenceReaders(channel))
        } else if (message.payload.event === "untrack") untrack(channel, this.presenceReaders(channel))
        return this.reply(message, "ok", {})
      default:
        return
    }
  }

  private async onBinary(data: Buffer) {
    const push = decodeBinary(data)
    if (!push) return this.host.log("realtime: ignored a malformed binary frame")
    const channel = this.channels.get(push.topic)
    if (!channel) return
    if (!(await this.may(channel, "broadcast"))) return
    const message: Message = {
      joinRef: push.joinRef || null,
      ref: push.ref || null,
      topic: push.topic,
      event: "broadcast",
      payload: {},
    }
    this.broadcast(
      channel,
      { type: "broadcast", event: push.event, payload: push.payload, meta: push.meta },
      push.binary ? push.payload : null
    )
    if (channel.broadcastAck && message.ref) this.reply(message, "ok", {})
  }

  private async join(message: Message) {
    const { topic, payload } = message
    if (!topic.startsWith("realtime:")) return this.reply(message, "error", { reason: "unmatched topic" })
    const config = isRecord(payload.config) ? payload.config : {}
    const auth = await checkToken(payload.access_token ?? this.apikey, this.host.jwtSecret)
    if (!auth.ok) return this.reply(message, "error", { reason: auth.reason })
    let parsed: ReturnType<typeof parseSubscriptions>
    try {
      parsed = parseSubscriptions(config.postgres_changes)
    } catch (error) {
      return this.reply(message, "error", { reason: `Invalid postgres_changes: ${(error as Error).message}` })
    }
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {}
    const presence = isRecord(config.presence) ? config.presence : {}
    const isPrivate = config.private === true
    let policies: Policies | null = null
    if (isPrivate) {
      // realtime_channel.ex maybe_assign_policies: a private join needs broadcast or presence read.
      policies = await this.readPolicies(topic, auth.role, auth.claims, presence.enabled === true)
      if (!policies.broadcast.read && !policies.presence.read)
        return this.reply(message, "error", { reason: unauthorized(topic) })
    }
    if (parsed.length > 0) await this.host.beforeSubscribe()
    if (this.closed) return
    const previous = this.channels.get(topic)
    if (previous) this.drop(previous)
    const channel: Channel = {
      topic,
      joinRef: message.joinRef ?? message.ref,
      role: auth.role,
      claims: auth.claims,
      subscriptions: parsed.map((item) => item.subscription),
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: typeof presence.key === "string" && presence.key !== "" ? presence.key : randomUUID(),
      presenceEnabled: presence.enabled === true,
      presenceMeta: null,
      expiryTimer: null,
      private: isPrivate,
      policies,
    }
    this.channels.set(topic, channel)
    this.armExpiry(channel, auth.exp)
    this.reply(message, "ok", {
      postgres_changes: parsed.map(({ entry, subscription }) => ({ ...entry, id: subscription.id })),
    })
    if (channel.presenceEnabled && this.readsPresence(channel))
      this.toChannel(channel, "presence_state", presenceState(this.peers(channel)))
    if (channel.subscriptions.length === 0) return
    const problem = await this.host.validate(channel.subscriptions).catch(() => null)
    if (this.channels.get(topic) !== channel) return
    if (problem) this.system(channel, "postgres_changes", "error", problem)
    else this.system(channel, "postgres_changes", "ok", "Subscribed to PostgreSQL")
  }

  private async refreshToken(channel: Channel, token: unknown) {
    // Upstream only matches string tokens; anything else (a null from a bare client) is ignored.
    if (typeof token !== "string" || token === "") return
    const auth = await checkToken(token, this.host.jwtSecret)
    if (this.channels.get(channel.topic) !== channel) return
    if (!auth.ok) return this.closeChannel(channel, auth.reason)
    if (channel.private) {
      // A new token is authorised again; losing read closes the channel (check_read_permissions_revoked).
      const policies = await this.readPolicies(channel.topic, auth.role, auth.claims, channel.presenceEnabled)
      if (this.channels.get(channel.topic) !== channel) return
      if (!policies.broadcast.read && !policies.presence.read)
        return this.closeChannel(channel, unauthorized(channel.topic))
      channel.policies = policies
    }
    channel.role = auth.role
    channel.claims = auth.claims
    this.armExpiry(channel, auth.exp)
  }

  private async readPolicies(
    topic: string,
    role: string,
    claims: Channel["claims"],
    presence: boolean
  ): Promise<Policies> {
    const extensions: Extension[] = presence ? ["broadcast", "presence"] : ["broadcast"]
    const read = await this.host.authorize("read", { topic: topic.replace(/^realtime:/, ""), role, claims }, extensions)
    const policies = noPolicies()
    policies.broadcast.read = read.broadcast === true
    policies.presence.read = read.presence
    return policies
  }

  /** Whether the channel may send this extension: always on a public channel, by RLS insert on a private one. */
  private async may(channel: Channel, extension: Extension): Promise<boolean> {
    if (!channel.private) return true
    const policies = (channel.policies ??= noPolicies())
    if (policies[extension].write === null) {
      const context = { topic: channel.topic.replace(/^realtime:/, ""), role: channel.role, claims: channel.claims }
      if (extension === "presence" && policies.presence.read === null)
        policies.presence.read = (await this.host.authorize("read", context, ["presence"])).presence === true
      const write = await this.host.authorize("write", context, ["broadcast", "presence"])
      policies.broadcast.write = write.broadcast === true
      policies.presence.write = write.presence === true
    }
    return policies[extension].write === true
  }

  /** The channels that share this one's topic: a private topic is apart from the public one of the same name. */
  private peers(channel: Channel) {
    return this.host.membersOf(channel.topic).filter((member) => member.channel.private === channel.private)
  }

  private readsPresence(channel: Channel) {
    return !channel.private || channel.policies?.presence.read === true
  }

  /** Who receives presence diffs: on a private topic, only channels allowed to read presence. */
  private presenceReaders(channel: Channel) {
    return this.peers(channel).filter((member) => this.readsPresence(member.channel))
  }

  private armExpiry(channel: Channel, exp: number) {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer)
    channel.expiryTimer = null
    const delay = exp * 1000 - Date.now()
    // Longer than a timer can wait: such a token outlives any realistic session.
    if (delay > MAX_TIMER_MS) return
    channel.expiryTimer = setTimeout(
      () => {
        const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp)
        this.closeChannel(channel, `Token has expired ${ago} seconds ago`)
      },
      Math.max(0, delay)
    )
    channel.expiryTimer.unref()
  }

  /** Upstream's reaction to a token that stopped being valid: a system error, then phx_close. */
  private closeChannel(channel: Channel, reason: string) {
    if (this.channels.get(channel.topic) !== channel) return
    this.system(channel, "system", "error", reason)
    this.toChannel(channel, "phx_close", {})
    this.drop(channel)
  }

  private system(channel: Channel, extension: string, status: "ok" | "error", text: string) {
    const name = channel.topic.replace(/^realtime:/, "")
    this.toChannel(channel, "system", { extension, status, message: text, channel: name })
  }

  private toChannel(channel: Channel, event: string, payload: Record<string, unknown>) {
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload })
  }

  private drop(channel: Channel) {
    if (this.channels.get(channel.topic) !== channel) return
    this.channels.delete(channel.topic)
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer)
    untrack(channel, this.presenceReaders(channel))
  }

  /** Relays a user broadcast to the topic's other channels (and the sender's with `self`). */
  private broadcast(from: Channel, payload: Record<string, unknown>, bytes: unknown) {
    const binaryPayload = Buffer.isBuffer(bytes) ? bytes : null
    for (const member of this.peers(from)) {
      if (member.channel === from && !from.broadcastSelf) continue
      // A private channel receives broadcasts only with the select policy (fastlane metadata upstream).
      if (member.channel.private && member.channel.policies?.broadcast.read !== true) continue
      if (!binaryPayload) {
        member.send({ joinRef: null, ref: null, topic: from.topic, event: "broadcast", payload })
        continue
      }
      const event = typeof payload.event === "string" ? payload.event : ""
      const fits = Buffer.byteLength(from.topic) < 256 && Buffer.byteLength(event) < 256
      if (member.session.vsn === "2.0.0" && fits)
        member.session.sendRaw(encodeBinaryBroadcast(from.topic, event, binaryPayload))
    }
  }
}
