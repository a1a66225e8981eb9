// Only app/(site)/comunidade-membro still imports this path, and that twin route belongs to the
// routing work of issue #35 in flight; everything else imports @/components/avatar/member-avatar.
// Delete this file once the twin imports the shared avatar directly.
export { MemberAvatar } from "@/components/avatar/member-avatar"
