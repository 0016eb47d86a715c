import type { CollectionBeforeChangeHook, GlobalBeforeChangeHook } from 'payload'

/**
 * Who wrote this version: the signed-in staff member, kept on the document and so on every version
 * Payload saves of it (the versions view and its diff show it). A write without a user (seed,
 * migration, a scheduled job queued before anyone signed in) leaves it unset rather than keeping
 * the previous author's name on a change they did not make.
 */
export const recordVersionAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  data.updatedBy = req.user && req.user.collection === 'users' ? req.user.id : null
  return data
}

/** The same for a global (the home page). */
export const recordGlobalVersionAuthor: GlobalBeforeChangeHook = ({ data, req }) => {
  data.updatedBy = req.user && req.user.collection === 'users' ? req.user.id : null
  return data
}
