import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUS_PARAMS,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from "@/lib/newsletter"

/**
 * The subscriber list's status filter (?status=), a native select so the search form works as a
 * plain GET before (or without) JavaScript.
 */
export function StatusSelect({ value }: { value: SubscriberStatus | null }) {
  return (
    <select
      name="status"
      defaultValue={value ? SUBSCRIBER_STATUS_PARAMS[value] : ""}
      aria-label="Filtrar por status"
      className="border-input dark:bg-input/30 focus-visible:border-ring focus-visible:ring-ring/40 h-9 rounded-md border bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"
    >
      <option value="">Todos os status</option>
      {SUBSCRIBER_STATUSES.map((status) => (
        <option key={status} value={SUBSCRIBER_STATUS_PARAMS[status]}>
          {SUBSCRIBER_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  )
}
