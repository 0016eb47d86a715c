/** The result an arrow key moves to from the one at `at` (-1: the field); undefined: back to the field. */
export function resultAfterArrow<T>(
  results: readonly T[],
  at: number,
  key: 'ArrowDown' | 'ArrowUp',
): T | undefined {
  return key === 'ArrowDown' ? results[Math.min(at + 1, results.length - 1)] : results[at - 1]
}

/** Whether a click at (x, y) fell outside the box: on a modal dialog's backdrop. */
export function isOutside(
  box: { left: number; right: number; top: number; bottom: number },
  x: number,
  y: number,
): boolean {
  return !(x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)
}
