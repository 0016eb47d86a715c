/** Names of the jobs queue's tasks and queue, shared by the config, hooks and scripts. */
export const CALLBACK_JOBS_QUEUE = 'callbacks'
export const NOTIFY_CALLBACK_TASK = 'notifyCallbackRequest'
export const REQUEUE_NOTIFICATIONS_TASK = 'requeueCallbackNotifications'
export const ANONYMISE_CALLBACKS_TASK = 'anonymiseCallbackRequests'
