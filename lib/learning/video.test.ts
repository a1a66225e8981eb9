import { describe, expect, it } from "vitest"

import { embedUrl, parseVideoUrl, videoTitle } from "./video"

const YT = "dQw4w9WgXcQ"
const VIMEO = "76979871"

describe("parseVideoUrl", () => {
  it.each([
    ["watch?v=", `https://www.youtube.com/watch?v=${YT}`],
    ["watch?v= with more parameters", `https://www.youtube.com/watch?feature=share&v=${YT}&t=42s`],
    ["watch?v= without www", `https://youtube.com/watch?v=${YT}`],
    ["the mobile site", `https://m.youtube.com/watch?v=${YT}`],
    ["youtu.be", `https://youtu.be/${YT}`],
    ["youtu.be with ?si= and t=", `https://youtu.be/${YT}?si=abc123&t=10`],
    ["/embed/", `https://www.youtube.com/embed/${YT}`],
    ["/embed/ with a trailing slash", `https://www.youtube.com/embed/${YT}/`],
    ["/shorts/", `https://www.youtube.com/shorts/${YT}`],
    ["/live/", `https://www.youtube.com/live/${YT}?feature=shared`],
    ["youtube-nocookie", `https://www.youtube-nocookie.com/embed/${YT}`],
    ["youtube-nocookie without www", `https://youtube-nocookie.com/embed/${YT}`],
    ["no scheme", `youtube.com/watch?v=${YT}`],
    ["http", `http://www.youtube.com/watch?v=${YT}`],
    ["upper-case host and blank around", `  https://WWW.YOUTUBE.COM/watch?v=${YT} `],
  ])("reads YouTube's %s form", (_, input) => {
    expect(parseVideoUrl(input)).toEqual({ provider: "youtube", id: YT })
  })

  it.each([
    ["vimeo.com/{id}", `https://vimeo.com/${VIMEO}`],
    ["www.vimeo.com/{id}", `https://www.vimeo.com/${VIMEO}`],
    ["player.vimeo.com/video/{id}", `https://player.vimeo.com/video/${VIMEO}`],
    ["the player with parameters", `https://player.vimeo.com/video/${VIMEO}?h=abc&dnt=1`],
    ["no scheme", `vimeo.com/${VIMEO}`],
  ])("reads Vimeo's %s form", (_, input) => {
    expect(parseVideoUrl(input)).toEqual({ provider: "vimeo", id: VIMEO })
  })

  it.each([
    ["another host", `https://example.org/watch?v=${YT}`],
    ["a lookalike host that ends in another domain", `https://youtube.com.evil.test/watch?v=${YT}`],
    ["a lookalike host that starts with another name", `https://evilyoutube.com/watch?v=${YT}`],
    ["a subdomain of youtube not used for videos", `https://evil.youtube.com/watch?v=${YT}`],
    ["the host with a trailing dot", `https://www.youtube.com./watch?v=${YT}`],
    ["a lookalike host in Cyrillic letters", `https://www.y\u043eutube.com/watch?v=${YT}`],
    ["a lookalike youtu.be", `https://youtu.be.evil.test/${YT}`],
    ["a lookalike vimeo", `https://vimeo.com.evil.test/${VIMEO}`],
    ["credentials that hide the real host", `https://www.youtube.com@evil.test/watch?v=${YT}`],
    ["user info on the right host", `https://user:pass@www.youtube.com/watch?v=${YT}`],
    ["a port", `https://www.youtube.com:8443/watch?v=${YT}`],
    ["javascript:", `javascript:alert('https://youtu.be/${YT}')`],
    ["javascript: with the host in a comment", `javascript://www.youtube.com/%0aalert(1)`],
    ["data:", `data:text/html,https://youtu.be/${YT}`],
    ["ftp", `ftp://www.youtube.com/watch?v=${YT}`],
    ["protocol-relative text", `//www.youtube.com/watch?v=${YT}`],
    ["a YouTube id one character short", "https://youtu.be/dQw4w9WgXc"],
    ["a YouTube id one character long", "https://youtu.be/dQw4w9WgXcQQ"],
    ["a YouTube id with a bad character", "https://www.youtube.com/watch?v=dQw4w9WgX.Q"],
    ["a watch page without v", "https://www.youtube.com/watch?list=PL123"],
    ["a channel page", "https://www.youtube.com/@convergencia"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL1234567890"],
    ["a deeper embed path", `https://www.youtube.com/embed/${YT}/extra`],
    ["youtu.be with a deeper path", `https://youtu.be/${YT}/extra`],
    ["a Vimeo id that is not numeric", "https://vimeo.com/convergencia"],
    ["a Vimeo id too short", "https://vimeo.com/12345"],
    ["a Vimeo channel path", `https://vimeo.com/channels/staffpicks/${VIMEO}`],
    ["a Vimeo player path without /video/", `https://player.vimeo.com/${VIMEO}`],
    ["a Vimeo id on YouTube's host", `https://youtu.be/${VIMEO}`],
    ["text with spaces", `https://youtu.be/ ${YT}`],
    ["an empty string", ""],
    ["plain words", "meu vídeo"],
  ])("refuses %s", (_, input) => {
    expect(parseVideoUrl(input)).toBeNull()
  })

  it("refuses absurdly long input", () => {
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${YT}&x=${"a".repeat(3000)}`)).toBeNull()
  })
})

describe("embedUrl", () => {
  it("YouTube through the privacy-enhanced host", () => {
    expect(embedUrl("youtube", YT)).toBe(`https://www.youtube-nocookie.com/embed/${YT}`)
  })

  it("Vimeo's player with do-not-track", () => {
    expect(embedUrl("vimeo", VIMEO)).toBe(`https://player.vimeo.com/video/${VIMEO}?dnt=1`)
  })

  it("turns a parsed address into the player's", () => {
    const video = parseVideoUrl(`https://m.youtube.com/shorts/${YT}`)!
    expect(embedUrl(video.provider, video.id)).toBe(`https://www.youtube-nocookie.com/embed/${YT}`)
  })

  it.each([
    ["youtube", "../../evil"],
    ["youtube", `${YT}?autoplay=1`],
    ["vimeo", "abc"],
    ["vimeo", `${VIMEO}#x`],
  ] as const)("throws on a %s id of the wrong shape (%s)", (provider, id) => {
    expect(() => embedUrl(provider, id)).toThrow()
  })
})

describe("videoTitle", () => {
  it("names the player and the material", () => {
    expect(videoTitle("youtube", "Como formalizar seu MEI")).toBe("Vídeo do YouTube: Como formalizar seu MEI")
    expect(videoTitle("vimeo", " Preço justo ")).toBe("Vídeo do Vimeo: Preço justo")
  })

  it("still names the player when the title is blank", () => {
    expect(videoTitle("vimeo", "  ")).toBe("Vídeo do Vimeo")
  })
})
