/** Names of the jobs queue's tasks and queue, shared by the config, hooks and scripts. */
export const CALLBACK_JOBS_QUEUE = 'callbacks'
export const NOTIFY_CALLBACK_TASK = 'notifyCallbackRequest'
export const NOTIFY_APPLICATION_TASK = 'notifyApplication'
export const REQUEUE_NOTIFICATIONS_TASK = 'requeueCallbackNotifications'
export const ANONYMISE_CALLBACKS_TASK = 'anonymiseCallbackRequests'
/** The registrant's confirmation of an event registration, on the same queue as the callbacks'. */
export const NOTIFY_REGISTRATION_TASK = 'notifyEventRegistration'
export const REMOVE_OLD_APPLICATIONS_TASK = 'removeOldApplications'

/** Each inbox collection whose new documents the firm is mailed about, and its task. */
export const NOTIFIED_COLLECTIONS = [
  { collection: 'callback-requests', task: NOTIFY_CALLBACK_TASK },
  { collection: 'applications', task: NOTIFY_APPLICATION_TASK },
] as const
