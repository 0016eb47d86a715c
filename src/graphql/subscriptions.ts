/**
 * Live operations: a post became public (anyone, in a chosen language) and a callback request
 * arrived (the inbox role only). Events carry ids; each subscriber reads the document with its own
 * rights.
 */
import {
  GraphQLError,
  type GraphQLFieldConfigMap,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLSchema,
  GraphQLString,
} from 'graphql'
import type { Payload } from 'payload'
import { hasInbox } from '@/cms/access'
import { pagesShowPost } from '@/cms/hooks/page-cache-sync'
import type { Locale } from '@/config/constants'
import { liveBus, liveEvents, mapEvents } from '@/events/bus'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import type { GraphqlContext } from './context'

const PublishedPost = new GraphQLObjectType({
  name: 'PublishedPost',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    title: { type: new GraphQLNonNull(GraphQLString) },
    type: { type: new GraphQLNonNull(GraphQLString), description: 'news, publication or event' },
    date: { type: GraphQLString, description: 'Publication date (ISO 8601)' },
    path: { type: new GraphQLNonNull(GraphQLString), description: "The post's page on this site" },
  },
})

const ReceivedCallback = new GraphQLObjectType({
  name: 'ReceivedCallback',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    phone: { type: new GraphQLNonNull(GraphQLString) },
    createdAt: { type: new GraphQLNonNull(GraphQLString) },
  },
})

/** Waits between reads of a document whose transaction may still be committing. */
const READ_RETRY_MS = [50, 100, 200, 400, 800]

/** Reads a document just announced; it may take a moment to become visible on this connection. */
async function readAnnounced<T>(read: () => Promise<T | null>): Promise<T | null> {
  for (const wait of [0, ...READ_RETRY_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait))
    const found = await read().catch(() => null)
    if (found) return found
  }
  return null
}

/** The fields of a just-published post as a visitor may see them, or null if it is not public. */
async function readPublished(payload: Payload, id: number, locale: Locale) {
  const post = await readAnnounced(() =>
    payload.findByID({
      collection: 'posts',
      id,
      locale,
      depth: 0,
      draft: false,
      overrideAccess: false,
    }),
  )
  if (post?._status !== 'published') return null
  return {
    id: post.id,
    title: post.title,
    type: post.type,
    date: post.publishedAt ?? null,
    path: localizedHref(locale, paths.post(post)),
  }
}

/**
 * Names of subscriptions only staff may open: the live channel closes a visitor's socket with 4403;
 * each one's own rule then decides for staff (callbackReceived: the inbox role).
 */
export const STAFF_SUBSCRIPTIONS: readonly string[] = ['callbackReceived']

export function subscriptionFields(
  schema: GraphQLSchema,
): GraphQLFieldConfigMap<unknown, GraphqlContext> {
  const localeType = schema.getType('LocaleInputType') as GraphQLInputType
  return {
    postPublished: {
      type: new GraphQLNonNull(PublishedPost),
      args: { locale: { type: new GraphQLNonNull(localeType) } },
      subscribe(_source, args: { locale: Locale }, context) {
        return mapEvents(liveEvents(liveBus(), 'post-published'), async (event) => {
          await pagesShowPost(event.id)
          const post = await readPublished(context.req.payload, event.id, args.locale)
          return post && { postPublished: post }
        })
      },
    },
    callbackReceived: {
      type: new GraphQLNonNull(ReceivedCallback),
      subscribe(_source, _args, context) {
        if (!hasInbox(context.req)) {
          throw new GraphQLError('Only the callback inbox role may follow callback requests', {
            extensions: { code: 'FORBIDDEN' },
          })
        }
        return mapEvents(liveEvents(liveBus(), 'callback-received'), async (event) => {
          // With the subscriber's rights, as every other read of the collection.
          const request = await readAnnounced(() =>
            context.req.payload.findByID({
              collection: 'callback-requests',
              id: event.id,
              depth: 0,
              overrideAccess: false,
              user: context.req.user,
            }),
          )
          if (!request) return null
          const { id, name, phone, createdAt } = request
          return { callbackReceived: { id, name, phone, createdAt } }
        })
      },
    },
  }
}
