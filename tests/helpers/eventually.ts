/** Retries `check` until it passes or `ms` have gone by (then its last failure is thrown). */
export async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
