/** The goal types the form offers; the table's default is milestone (spec 3: includes milestone and binary). */
export const goalTypeOptions = [
  { value: 'milestone', label: 'Milestone' },
  { value: 'numeric', label: 'Numeric target' },
  { value: 'binary', label: 'Done / not done' },
] as const;

export const goalPriorityOptions = [
  { value: '', label: 'No priority' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;

export function readOptionLabel(options: readonly { value: string; label: string }[], value: string | null) {
  return options.find((option) => option.value === value)?.label ?? value ?? '';
}
