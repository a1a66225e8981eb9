import type { Bucket } from "./period"

/**
 * The insight charts (issue #43): what each draws and which database function computes it.
 * Isomorphic: the pages, the chart components and the CSV route share it. Series keys are the
 * functions' own (admin_insight_* in 20261207100001_admin_insight.sql).
 */
export type InsightFunction =
  | "admin_insight_members"
  | "admin_insight_directory"
  | "admin_insight_directory_by_state"
  | "admin_insight_community"
  | "admin_insight_projects"
  | "admin_insight_orders"
  | "admin_insight_newsletter"
  | "admin_insight_learning"

export interface ChartSeries {
  key: string
  label: string
}

export interface ChartSpec {
  id: string
  title: string
  description: string
  fn: InsightFunction
  /** "time": one row per bucket of the period; "label": one row per state or group. */
  shape: "time" | "label"
  kind: "line" | "bar"
  /** Money is integer centavos, shown as reais. */
  unit: "count" | "cents"
  series: readonly ChartSeries[]
  /** Shown on the /admin overview too (every chart is on /admin/relatorios). */
  overview: boolean
}

export const INSIGHT_CHARTS: readonly ChartSpec[] = [
  {
    id: "membros",
    title: "Membros",
    description: "Novos cadastros e membros ativos (que agiram nos 30 dias até o fim de cada intervalo).",
    fn: "admin_insight_members",
    shape: "time",
    kind: "line",
    unit: "count",
    series: [
      { key: "new_members", label: "Novos cadastros" },
      { key: "active_members", label: "Ativos (30 dias)" },
    ],
    overview: true,
  },
  {
    id: "diretorio",
    title: "Diretório",
    description: "Negócios cadastrados e avaliações escritas.",
    fn: "admin_insight_directory",
    shape: "time",
    kind: "bar",
    unit: "count",
    series: [
      { key: "listings", label: "Negócios cadastrados" },
      { key: "reviews", label: "Avaliações" },
    ],
    overview: true,
  },
  {
    id: "diretorio-por-estado",
    title: "Diretório por estado",
    description: "Negócios cadastrados e avaliações escritas no período, pela UF do negócio.",
    fn: "admin_insight_directory_by_state",
    shape: "label",
    kind: "bar",
    unit: "count",
    series: [
      { key: "listings", label: "Negócios cadastrados" },
      { key: "reviews", label: "Avaliações" },
    ],
    overview: false,
  },
  {
    id: "comunidade",
    title: "Comunidade por grupo",
    description: "Tópicos abertos e respostas escritas no período, por grupo.",
    fn: "admin_insight_community",
    shape: "label",
    kind: "bar",
    unit: "count",
    series: [
      { key: "topics", label: "Tópicos" },
      { key: "replies", label: "Respostas" },
    ],
    overview: false,
  },
  {
    id: "projetos",
    title: "Projetos",
    description: "Inscrições, presenças registradas e conclusões (certificados de projeto emitidos).",
    fn: "admin_insight_projects",
    shape: "time",
    kind: "bar",
    unit: "count",
    series: [
      { key: "signups", label: "Inscrições" },
      { key: "attendance", label: "Presenças" },
      { key: "completions", label: "Conclusões" },
    ],
    overview: false,
  },
  {
    id: "encomendas",
    title: "Encomendas",
    description: "Encomendas feitas no período.",
    fn: "admin_insight_orders",
    shape: "time",
    kind: "bar",
    unit: "count",
    series: [{ key: "orders", label: "Encomendas" }],
    overview: true,
  },
  {
    id: "volume-pago",
    title: "Volume pago",
    description: "Soma das encomendas pagas (pagas, prontas ou entregues), pela data do pagamento.",
    fn: "admin_insight_orders",
    shape: "time",
    kind: "line",
    unit: "cents",
    series: [{ key: "paid_cents", label: "Volume pago" }],
    overview: false,
  },
  {
    id: "newsletter",
    title: "Newsletter",
    description: "Inscrições e confirmações (dupla confirmação por e-mail).",
    fn: "admin_insight_newsletter",
    shape: "time",
    kind: "line",
    unit: "count",
    series: [
      { key: "subscriptions", label: "Inscrições" },
      { key: "confirmations", label: "Confirmações" },
    ],
    overview: false,
  },
  {
    id: "aprendizagem",
    title: "Aprendizagem",
    description: "Materiais concluídos e certificados de trilha emitidos.",
    fn: "admin_insight_learning",
    shape: "time",
    kind: "bar",
    unit: "count",
    series: [
      { key: "completed_materials", label: "Materiais concluídos" },
      { key: "certificates", label: "Certificados" },
    ],
    overview: false,
  },
]

export function findChart(id: string): ChartSpec | undefined {
  return INSIGHT_CHARTS.find((chart) => chart.id === id)
}

/** A chart's rows, as the page, the table and the CSV show them. */
export interface ChartRow {
  /** A bucket's first day ("AAAA-MM-DD") or a state/group name. */
  key: string
  values: Record<string, number>
}

export interface ChartData {
  bucket: Bucket
  rows: ChartRow[]
}
