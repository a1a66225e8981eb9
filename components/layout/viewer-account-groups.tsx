"use client"

import { siteConfig } from "@/lib/site"
import { adminLinksFor, type HeaderViewer } from "@/lib/viewer-state"
import { DesktopNavGroup } from "@/components/layout/desktop-nav"
import { MemberAvatar } from "@/components/avatar/member-avatar"

const PROFILE_LINK = { title: "Meu perfil", href: "/dashboard/perfil", description: "Seus dados, foto e conta" }

export function viewerGroups(viewer: HeaderViewer) {
  const adminLinks = adminLinksFor(viewer, siteConfig.nav.admin.links)
  const account = siteConfig.nav.account
  return {
    account: { title: account.title, links: [...account.links, PROFILE_LINK] },
    admin: adminLinks.length ? { title: siteConfig.nav.admin.title, links: [...adminLinks] } : null,
  }
}

/** "Minha Conta" and "Administração" in the desktop menu, loaded only for signed-in viewers. */
export function ViewerAccountGroups({ viewer }: { viewer: HeaderViewer }) {
  const groups = viewerGroups(viewer)
  return (
    <>
      <DesktopNavGroup
        group={groups.account}
        leading={<MemberAvatar name={viewer.name} url={viewer.avatarUrl} size={24} className="mr-2" />}
      />
      {groups.admin ? <DesktopNavGroup group={groups.admin} /> : null}
    </>
  )
}
