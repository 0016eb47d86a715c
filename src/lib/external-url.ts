/** Whether an editor's address may be a link of ours: an absolute http(s) address, nothing else. */
export function isWebAddress(value: string | null | undefined): value is string {
  if (!value || value.length > 500) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
  } catch {
    return false
  }
}
