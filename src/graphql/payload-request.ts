/**
 * Payload's request object for a GraphQL call: the caller's token (bearer or cookie) becomes the
 * only credential Payload sees, so an admin-panel cookie never signs a site visitor in by accident.
 */
import config from '@payload-config'
import { createPayloadRequest, type PayloadRequest } from 'payload'
import { GRAPHQL_PATH } from '@/config/constants'
import { CLIENT_IP_HEADER } from '@/lib/client-ip'

export async function payloadRequestFor(options: {
  origin: string
  token: string | undefined
  acceptLanguage?: string | null
  /** The address the custom server recorded (rate limits of the callback form). */
  clientIp?: string | null
}): Promise<PayloadRequest> {
  const headers = new Headers()
  if (options.clientIp) headers.set(CLIENT_IP_HEADER, options.clientIp)
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  if (options.acceptLanguage) headers.set('accept-language', options.acceptLanguage)
  const request = new Request(new URL(GRAPHQL_PATH, options.origin), { headers })
  const req = await createPayloadRequest({ config, request })
  req.payloadAPI = 'GraphQL'
  return req
}
