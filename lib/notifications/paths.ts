/**
 * The addresses of issue #39's pages, free of zod: the bell (on every page) links to the
 * preferences without carrying the form's schema into every page's bundle.
 */
export const NOTIFICATION_PREFERENCES_PATH = "/dashboard/notificacoes"
export const NOTIFICATION_UNSUBSCRIBE_PATH = "/notificacoes/descadastrar"
/** RFC 8058's List-Unsubscribe-Post address: POST only. */
export const NOTIFICATION_UNSUBSCRIBE_NOW_PATH = "/notificacoes/descadastrar/um-clique"
