import { rssResponse } from "@/lib/data/rss-response"

export function GET() {
  return rssResponse()
}
