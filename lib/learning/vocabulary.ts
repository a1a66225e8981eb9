/**
 * The library's vocabulary (issue #36): the keys the database stores
 * (supabase/migrations/20261130100001_learning.sql checks each one) and the pt-BR label people
 * read. Dependency-free, so pages, client components, the proxy and tests can all import it.
 */

export const LEARNING_KINDS = {
  article: "Artigo",
  video: "Vídeo",
  file: "Arquivo",
  link: "Link externo",
} as const

export const LEARNING_LEVELS = {
  iniciante: "Iniciante",
  intermediario: "Intermediário",
  avancado: "Avançado",
} as const

export const LEARNING_ACCESS = {
  public: "Aberto a todas",
  members: "Só para membros",
} as const

export const LEARNING_STATUSES = {
  draft: "Rascunho",
  published: "Publicado",
} as const

export const LEARNING_TOPICS = {
  formalizacao: "Formalização e MEI",
  precificacao: "Preços e custos",
  vendas: "Vendas e redes sociais",
  financas: "Finanças e fluxo de caixa",
  gestao: "Gestão do negócio",
  "economia-solidaria": "Economia solidária",
} as const

export const CERTIFICATE_KINDS = {
  track: "Trilha",
  project: "Projeto",
} as const

export type LearningKind = keyof typeof LEARNING_KINDS
export type LearningLevel = keyof typeof LEARNING_LEVELS
export type LearningAccess = keyof typeof LEARNING_ACCESS
export type LearningTopic = keyof typeof LEARNING_TOPICS
export type LearningStatus = keyof typeof LEARNING_STATUSES
export type CertificateKind = keyof typeof CERTIFICATE_KINDS
