import type { ChangeEventHandler, ReactNode } from 'react'

type Props = {
  /** The form's id: the select's id is `{formId}-{name}`. */
  formId: string
  name: string
  label: string
  value: string | number | null | undefined
  /** The first option, which filters nothing ("any year", "all practices"). */
  anyLabel: string
  onChange: ChangeEventHandler<HTMLSelectElement>
  className?: string
  /** The options (and optgroups) after the "any" one. */
  children: ReactNode
}

/** One labelled select of a list's filter form, whose empty first option filters nothing. */
export function FilterSelect({
  formId,
  name,
  label,
  value,
  anyLabel,
  onChange,
  className,
  children,
}: Props) {
  const id = `${formId}-${name}`
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value ?? ''} onChange={onChange}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  )
}
