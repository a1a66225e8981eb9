"use client"

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts"

import { formatCents, formatInteger } from "@/lib/number-format"

/** One point of a chart: its axis label and a value per series. */
export type ChartPoint = { label: string } & Record<string, number | string>

export interface InsightChartProps {
  kind: "line" | "bar"
  unit: "count" | "cents"
  series: readonly { key: string; label: string }[]
  points: ChartPoint[]
  /** Bar charts of states or groups: horizontal bars, labels on the left. */
  horizontal?: boolean
}

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"]

/**
 * The drawing of an insight chart (Recharts, admin pages only: no public page imports this file).
 * Hidden from assistive technology: the data table beside it says the same in words.
 */
export function InsightChart({ kind, unit, series, points, horizontal = false }: InsightChartProps) {
  const format = (value: unknown) => (unit === "cents" ? formatCents(Number(value)) : formatInteger(Number(value)))
  const axisValue = (value: unknown) =>
    unit === "cents" ? formatInteger(Math.round(Number(value) / 100)) : formatInteger(Number(value))
  const height = horizontal ? Math.max(200, points.length * 36 + 60) : 260
  const common = {
    data: points,
    margin: { top: 8, right: 16, bottom: 8, left: horizontal ? 24 : 0 },
    accessibilityLayer: false,
  }
  const axes = horizontal ? (
    <>
      <XAxis type="number" allowDecimals={false} tickFormatter={axisValue} stroke="currentColor" fontSize={12} />
      <YAxis type="category" dataKey="label" width={120} stroke="currentColor" fontSize={12} />
    </>
  ) : (
    <>
      <XAxis dataKey="label" stroke="currentColor" fontSize={12} minTickGap={12} />
      <YAxis allowDecimals={false} tickFormatter={axisValue} stroke="currentColor" fontSize={12} width={56} />
    </>
  )
  const tooltip = (
    <Tooltip
      formatter={(value) => format(value)}
      contentStyle={{ background: "var(--popover)", color: "var(--popover-foreground)", borderRadius: 8 }}
    />
  )
  return (
    <div aria-hidden="true" className="text-muted-foreground w-full" data-testid="insight-chart-drawing">
      <ResponsiveContainer width="100%" height={height}>
        {kind === "line" ? (
          <LineChart {...common}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
            {axes}
            {tooltip}
            <Legend />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common} layout={horizontal ? "vertical" : "horizontal"}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
            {axes}
            {tooltip}
            <Legend />
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={COLORS[i % COLORS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  )
}
