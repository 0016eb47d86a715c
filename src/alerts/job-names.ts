/** Names of the alerts' jobs: they run on the callback queue, which every instance polls. */
export { CALLBACK_JOBS_QUEUE as ALERTS_JOBS_QUEUE } from '@/callback/job-names'
export const SEND_ALERT_MAIL_TASK = 'sendAlertMail'
export const QUEUE_DIGESTS_TASK = 'queueAlertDigests'
export const SEND_DIGEST_TASK = 'sendAlertDigest'
