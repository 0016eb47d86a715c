/**
 * Puts a filter's state into the address bar without a navigation. Next patches
 * `history.replaceState` to sync its router, and that sync finishes later: a second choice made
 * meanwhile was undone by the first one's sync. The unpatched method with the current history
 * state (which holds Next's own entry data, needed for back and forward) avoids the race; the
 * router keeps the page it already shows.
 */
export function replaceAddress(url: string): void {
  History.prototype.replaceState.call(window.history, window.history.state, '', url)
}
