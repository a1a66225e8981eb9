"use client"

import * as React from "react"
import { ThemeProvider as NextThemesProvider } from "next-themes"

type ThemeProviderProps = React.ComponentProps<typeof NextThemesProvider>

// next-themes renders an inline <script> that sets the theme class before hydration. React 19 logs an error
// whenever a <script> is *created* on the client (e.g. when the provider remounts), where it is inert anyway.
// Marking only the client copy as a data block silences that false alarm; the server copy still runs
// (pacocoursey/next-themes#385, shadcn-ui/ui#10104).
const clientScriptProps: ThemeProviderProps["scriptProps"] =
  typeof window === "undefined" ? undefined : { type: "application/json" }

/** Light, dark and system themes, stored by next-themes as a class on <html> (which needs suppressHydrationWarning). */
export function ThemeProvider({
  attribute = "class",
  defaultTheme = "system",
  enableSystem = true,
  disableTransitionOnChange = true,
  scriptProps = clientScriptProps,
  ...props
}: ThemeProviderProps) {
  return (
    <NextThemesProvider
      attribute={attribute}
      defaultTheme={defaultTheme}
      enableSystem={enableSystem}
      disableTransitionOnChange={disableTransitionOnChange}
      scriptProps={scriptProps}
      {...props}
    />
  )
}
