import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { NotificationIcon } from "./notification-icon"

describe("NotificationIcon", () => {
  it("gives 'Seu certificado está pronto' (certificate_issued, issue #36) its own icon", () => {
    const html = renderToStaticMarkup(<NotificationIcon type="certificate_issued" />)
    expect(html).toContain('data-type="certificate_issued"')
    expect(html).toContain("lucide-award")
  })

  it("gives orders (issue #38) their own icons", () => {
    expect(renderToStaticMarkup(<NotificationIcon type="order" />)).toContain("lucide-shopping-bag")
    expect(renderToStaticMarkup(<NotificationIcon type="order_report" />)).toContain("lucide-message-square-warning")
  })

  it("falls back to the bell for a type it does not know", () => {
    const html = renderToStaticMarkup(<NotificationIcon type="tipo_novo" />)
    expect(html).toContain('data-type="default"')
    expect(html).toContain("lucide-bell")
  })
})
