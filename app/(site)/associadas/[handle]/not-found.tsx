import { ProfileNotFound, profileNotFoundMetadata } from "../_shared/profile-not-found"

export const metadata = profileNotFoundMetadata

export default function ProfileNotFoundPage() {
  return <ProfileNotFound />
}
