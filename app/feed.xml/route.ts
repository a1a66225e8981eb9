import { rssResponse } from "@/lib/feed-response"

export function GET() {
  return rssResponse()
}
