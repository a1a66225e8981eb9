import { NativeCheckbox } from "@/components/ui/native-checkbox"

/** A native checkbox with its label beside it. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  value,
}: {
  name: string
  label: string
  defaultChecked: boolean
  /** What it posts when checked; the browser sends "on" without one. */
  value?: string
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium">
      <NativeCheckbox name={name} value={value} defaultChecked={defaultChecked} />
      {label}
    </label>
  )
}
