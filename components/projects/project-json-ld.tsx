import type { ProjectDetail } from "@/lib/data/projects"
import { displayableCoverUrl } from "@/lib/images/project-cover"
import { projectPath } from "@/lib/projects"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { JsonLd } from "@/components/seo/json-ld"

const EVENT_STATUS = "https://schema.org/EventScheduled"
const ATTENDANCE = {
  online: "https://schema.org/OnlineEventAttendanceMode",
  presencial: "https://schema.org/OfflineEventAttendanceMode",
  hibrido: "https://schema.org/MixedEventAttendanceMode",
} as const

/**
 * schema.org for a project: courses and mentorships are a Course (with its sessions as
 * CourseInstance); conversations, fairs and campaigns are an Event.
 */
export function projectJsonLd(project: ProjectDetail) {
  const url = absoluteUrl(projectPath(project.slug))
  const organizer = project.partner
    ? { "@type": "Organization", name: project.partner.name }
    : { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") }
  const place =
    project.format === "online"
      ? { "@type": "VirtualLocation", url }
      : {
          "@type": "Place",
          name: `${project.city}/${project.state}`,
          address: {
            "@type": "PostalAddress",
            addressLocality: project.city,
            addressRegion: project.state,
            addressCountry: "BR",
          },
        }
  if (project.kind === "curso" || project.kind === "mentoria") {
    return {
      "@context": "https://schema.org",
      "@type": "Course",
      name: project.title,
      description: project.summary,
      url,
      inLanguage: siteConfig.language,
      provider: organizer,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: project.format === "online" ? "online" : project.format === "presencial" ? "onsite" : "blended",
        startDate: project.startsAt,
        endDate: project.endsAt ?? undefined,
        location: place,
        instructor: project.instructors.map((i) => ({ "@type": "Person", name: i.name })),
      },
      offers: { "@type": "Offer", price: 0, priceCurrency: "BRL", category: "Free" },
    }
  }
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: project.title,
    description: project.summary,
    url,
    startDate: project.startsAt,
    endDate: project.endsAt ?? undefined,
    eventStatus: EVENT_STATUS,
    eventAttendanceMode: ATTENDANCE[project.format],
    location: place,
    organizer,
    image: [displayableCoverUrl(project.coverUrl, project.id) ?? absoluteUrl(siteConfig.ogImage.src)],
    offers: { "@type": "Offer", price: 0, priceCurrency: "BRL", url, availability: "https://schema.org/InStock" },
  }
}

export function ProjectJsonLd({ project }: { project: ProjectDetail }) {
  return <JsonLd data={[projectJsonLd(project)]} />
}
