import { BusinessNotFound } from "@/components/directory/business-not-found"

export const metadata = { title: "Negócio não encontrado", robots: { index: false, follow: true } }

export default function BusinessNotFoundPage() {
  return <BusinessNotFound />
}
