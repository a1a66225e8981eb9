import { BusinessNotFound } from "@/components/directory/business-not-found"

export const metadata = { title: "Negócio não encontrado", robots: { index: false, follow: false } }

/** Not hers (or not there): the same words whoever asks, so nobody learns which ids exist. */
export default function OwnedBusinessNotFound() {
  return <BusinessNotFound />
}
