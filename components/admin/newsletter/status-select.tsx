import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUS_PARAMS,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from "@/lib/newsletter"
import { NativeSelect } from "@/components/ui/native-select"

/**
 * The subscriber list's status filter (?status=), a native select so the search form works as a
 * plain GET before (or without) JavaScript.
 */
export function StatusSelect({ value }: { value: SubscriberStatus | null }) {
  return (
    <NativeSelect
      name="status"
      defaultValue={value ? SUBSCRIBER_STATUS_PARAMS[value] : ""}
      aria-label="Filtrar por status"
      className="w-auto"
    >
      <option value="">Todos os status</option>
      {SUBSCRIBER_STATUSES.map((status) => (
        <option key={status} value={SUBSCRIBER_STATUS_PARAMS[status]}>
          {SUBSCRIBER_STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  )
}
