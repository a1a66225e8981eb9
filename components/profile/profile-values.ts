import type { MemberProfile } from "@/lib/data/profiles"
import { formatBrazilianPhone } from "@/lib/validations/profile"
import type { ProfileValues } from "@/components/profile/profile-fields"
import type { RoleChoices } from "@/components/profile/profile-forms"

/** What the profile forms start with for a stored profile (the phone as she would type it). */
export function profileFormValues(profile: MemberProfile): ProfileValues {
  return {
    fullName: profile.full_name,
    phone: formatBrazilianPhone(profile.phone) ?? "",
    bio: profile.bio ?? "",
    city: profile.city ?? "",
    state: profile.state ?? "",
  }
}

/** The boxes of "O que te traz aqui?" as the profile stands. */
export function profileRoleChoices(profile: MemberProfile): RoleChoices {
  return {
    business_owner: profile.roles.includes("business_owner"),
    community_member: profile.roles.includes("community_member"),
    instructor_interest: profile.instructor_interest,
  }
}
