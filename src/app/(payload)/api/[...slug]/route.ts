/* Payload REST API (Payload's generated boilerplate; each handler wrapped by withClientErrors). */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withClientErrors } from './rest-answers'

export const GET = withClientErrors(REST_GET(config))
export const POST = withClientErrors(REST_POST(config))
export const DELETE = withClientErrors(REST_DELETE(config))
export const PATCH = withClientErrors(REST_PATCH(config))
export const PUT = withClientErrors(REST_PUT(config))
export const OPTIONS = withClientErrors(REST_OPTIONS(config))
