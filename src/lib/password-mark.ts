/**
 * The mark of an account whose password was generated for it (the first admin's, printed once or
 * written to a file): until its owner sets a password of their own, it may do nothing else.
 */

/** Whether `user` (a signed-in account, or nobody) must change its password before anything else. */
export function mustChangePassword(user: unknown): boolean {
  return (user as { mustChangePassword?: unknown } | null | undefined)?.mustChangePassword === true
}
