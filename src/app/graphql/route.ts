/** GraphQL over HTTP on the site's own port (SPEC §7, §9: /graphql). The WebSocket is in server.ts. */
import { handleGraphqlRequest } from '@/graphql/http'

export const dynamic = 'force-dynamic'

export const GET = handleGraphqlRequest
export const POST = handleGraphqlRequest
