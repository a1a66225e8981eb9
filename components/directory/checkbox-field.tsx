/** A native checkbox with its label beside it: it posts before hydration too, unlike the kit's Radix one. */
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
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="accent-primary focus-visible:ring-ring size-4 rounded outline-none focus-visible:ring-[3px]"
      />
      {label}
    </label>
  )
}
