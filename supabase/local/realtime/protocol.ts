/**
 * Phoenix framing as realtime-js speaks it: vsn 1.0.0 sends JSON objects, 2.0.0 JSON arrays
 * `[join_ref, ref, topic, event, payload]` plus binary frames for user broadcast only.
 */

export type Vsn = "1.0.0" | "2.0.0"

export interface Message {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

/** A user broadcast pushed as a binary frame (kind 3). */
export interface BinaryBroadcast {
  joinRef: string
  ref: string
  topic: string
  event: string
  /** JSON-encoded user payloads are decoded; binary ones stay bytes. */
  payload: unknown
  binary: boolean
  meta: Record<string, unknown> | null
}

const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4
const JSON_ENCODING = 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const refOf = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null

/** Parses a text frame; anything not shaped like a Phoenix message yields null. */
export function decodeText(raw: string): Message | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  let fields: unknown[]
  if (Array.isArray(parsed)) fields = parsed
  else if (isRecord(parsed)) fields = [parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload]
  else return null
  const [joinRef, ref, topic, event, payload] = fields
  if (typeof topic !== "string" || typeof event !== "string") return null
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: isRecord(payload) ? payload : {} }
}

export function encodeText(message: Message, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message
  if (vsn === "2.0.0") return JSON.stringify([joinRef, ref, topic, event, payload])
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload })
}

export function decodeBinary(data: Buffer): BinaryBroadcast | null {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return null
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!]
  const encoding = data[6]!
  let offset = 7
  const parts = sizes.map((size) => {
    const part = data.subarray(offset, offset + size).toString("utf8")
    offset += size
    return part
  })
  if (offset > data.length) return null
  const [joinRef, ref, topic, event, metadata] = parts as [string, string, string, string, string]
  const body = data.subarray(offset)
  try {
    const meta: unknown = metadata ? JSON.parse(metadata) : null
    const binary = encoding !== JSON_ENCODING
    const payload: unknown = binary ? Buffer.from(body) : JSON.parse(body.toString("utf8") || "{}")
    return { joinRef, ref, topic, event, payload, binary, meta: isRecord(meta) ? meta : null }
  } catch {
    return null
  }
}

/** Server → client user broadcast with a binary user payload (kind 4). */
export function encodeBinaryBroadcast(topic: string, event: string, payload: Buffer): Buffer {
  const topicBytes = Buffer.from(topic)
  const eventBytes = Buffer.from(event)
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, 0, 0])
  return Buffer.concat([header, topicBytes, eventBytes, payload])
}
