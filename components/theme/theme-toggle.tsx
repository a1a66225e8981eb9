"use client"

import * as React from "react"
import { useTheme } from "next-themes"
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react"

import { Button } from "@/components/ui/button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu"

export type ThemeChoice = "light" | "dark" | "system"

const THEME_CHOICES = ["light", "dark", "system"] as const satisfies readonly ThemeChoice[]

const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } satisfies Record<ThemeChoice, unknown>

export type ThemeToggleProps = {
  /** Accessible name of the trigger. */
  label?: string
  /** Prefix of the tooltip and menu heading that name the current choice. */
  currentLabel?: string
  choiceLabels?: Record<ThemeChoice, string>
  className?: string
}

function isThemeChoice(value: string | undefined): value is ThemeChoice {
  return value === "light" || value === "dark" || value === "system"
}

const subscribeNoop = () => () => {}

/** True only after hydration: the stored theme is unknown on the server, so the first render must not depend on it. */
function useHydrated() {
  return React.useSyncExternalStore(
    subscribeNoop,
    () => true,
    () => false
  )
}

export function ThemeToggle({
  label = "Alternar tema",
  currentLabel = "Tema",
  choiceLabels = { light: "Claro", dark: "Escuro", system: "Sistema" },
  className,
}: ThemeToggleProps) {
  const { theme, setTheme } = useTheme()
  const hydrated = useHydrated()
  const current: ThemeChoice = hydrated && isThemeChoice(theme) ? theme : "system"
  const CurrentIcon = THEME_ICONS[current]
  const currentText = `${currentLabel}: ${choiceLabels[current]}`

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          title={hydrated ? currentText : undefined}
          data-theme-choice={hydrated ? current : undefined}
          className={className}
        >
          {hydrated ? <CurrentIcon aria-hidden="true" /> : <SunIcon aria-hidden="true" className="opacity-0" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{currentText}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={setTheme}>
          {THEME_CHOICES.map((choice) => {
            const Icon = THEME_ICONS[choice]
            return (
              <DropdownMenuRadioItem key={choice} value={choice}>
                <Icon aria-hidden="true" />
                {choiceLabels[choice]}
              </DropdownMenuRadioItem>
            )
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
