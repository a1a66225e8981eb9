import { describe, expect, it } from "vitest"
import { FilterError, matchesFilter, parseFilter } from "../../realtime/filters.ts"
import { decodeBinary, decodeText, encodeText } from "../../realtime/protocol.ts"

const types = new Map([
  ["id", "int8"],
  ["name", "text"],
  ["done", "bool"],
  ["at", "timestamptz"],
])
const row = { id: 5, name: "Ana, Maria", done: true, at: "2025-01-01T10:00:00+00:00", empty: null }
const match = (filter: string) => matchesFilter(parseFilter(filter), row, types)

describe("local realtime filters", () => {
  it("compares by column type", () => {
    expect(match("id=eq.5")).toBe(true)
    expect(match("id=eq.05")).toBe(true)
    expect(match("id=neq.5")).toBe(false)
    expect(match("id=gt.4")).toBe(true)
    expect(match("id=gte.6")).toBe(false)
    expect(match("id=lt.10")).toBe(true)
    expect(match("id=lte.4")).toBe(false)
    expect(match("done=eq.true")).toBe(true)
    expect(match("done=eq.f")).toBe(false)
    expect(match("at=eq.2025-01-01 10:00:00Z")).toBe(true)
    expect(match("at=lt.2026-01-01")).toBe(true)
  })

  it("handles in lists, quoting, negation, is and patterns", () => {
    expect(match("id=in.(1,5,9)")).toBe(true)
    expect(match("id=not.in.(1,5,9)")).toBe(false)
    expect(match('name=eq."Ana, Maria"')).toBe(true)
    expect(match('name=in.("Ana, Maria",x)')).toBe(true)
    expect(match("empty=is.null")).toBe(true)
    expect(match("name=is.null")).toBe(false)
    expect(match("name=not.is.null")).toBe(true)
    expect(match("name=like.Ana*")).toBe(true)
    expect(match("name=ilike.%maria")).toBe(true)
    expect(match("name=match.^A")).toBe(true)
    expect(match("empty=isdistinct.x")).toBe(true)
  })

  it("ANDs conditions and never matches NULL or a missing column", () => {
    expect(match("id=eq.5,done=eq.true")).toBe(true)
    expect(match("id=eq.5,done=eq.false")).toBe(false)
    expect(match("empty=eq.x")).toBe(false)
    expect(match("empty=not.eq.x")).toBe(false)
    expect(match("nope=eq.1")).toBe(false)
    expect(matchesFilter(parseFilter("id=eq.5"), null, types)).toBe(false)
  })

  it("rejects malformed filters", () => {
    expect(() => parseFilter("id")).toThrow(FilterError)
    expect(() => parseFilter("id=wat.5")).toThrow(FilterError)
    expect(() => parseFilter("id=in.1,2")).toThrow(FilterError)
    expect(parseFilter("")).toEqual([])
  })
})

describe("local realtime framing", () => {
  it("reads both vsn 1.0.0 objects and 2.0.0 arrays, and rejects junk", () => {
    const message = { joinRef: "1", ref: "2", topic: "realtime:x", event: "phx_join", payload: { a: 1 } }
    expect(decodeText(encodeText(message, "2.0.0"))).toEqual(message)
    expect(decodeText(encodeText(message, "1.0.0"))).toEqual(message)
    expect(decodeText("nope")).toBeNull()
    expect(decodeText("[1,2,3]")).toBeNull()
    expect(decodeText("null")).toBeNull()
  })

  it("decodes a binary user broadcast push and survives truncated ones", () => {
    const parts = ["1", "2", "realtime:x", "ping", ""].map((part) => Buffer.from(part))
    const header = Buffer.from([3, ...parts.map((part) => part.length), 1])
    const frame = Buffer.concat([header, ...parts, Buffer.from('{"n":1}')])
    expect(decodeBinary(frame)).toMatchObject({ topic: "realtime:x", event: "ping", payload: { n: 1 }, binary: false })
    expect(decodeBinary(frame.subarray(0, 10))).toBeNull()
    expect(decodeBinary(Buffer.from([4, 0]))).toBeNull()
  })
})
