/** Editors' media uploads over GraphQL (multipart requests): the `Upload` scalar and `uploadMedia`. */
import {
  GraphQLError,
  type GraphQLFieldConfig,
  type GraphQLInputType,
  GraphQLNonNull,
  type GraphQLOutputType,
  GraphQLScalarType,
  type GraphQLSchema,
  GraphQLString,
} from 'graphql'

import type { Locale } from '@/config/constants'

import type { GraphqlContext } from '../context'
import { userError } from '../errors'
import { UploadedFile } from '../request'
import { localizedRequest, typeOf } from './shared'

/** The `Upload` scalar: a file of a multipart request, only ever given through variables. */
const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'A file sent with the GraphQL multipart request (editors only).',
  parseValue(value) {
    if (value instanceof UploadedFile) return value
    throw new GraphQLError('Upload value must be a file of a multipart request')
  },
  parseLiteral() {
    throw new GraphQLError('Upload values can only be sent as variables of a multipart request')
  },
  serialize() {
    throw new GraphQLError('Upload is an input-only type')
  },
})

/** `uploadMedia`: stores an image or PDF in the media library. */
export function uploadMediaMutation(
  schema: GraphQLSchema,
): GraphQLFieldConfig<unknown, GraphqlContext> {
  return {
    type: new GraphQLNonNull(typeOf<GraphQLOutputType>(schema, 'Media')),
    description: 'Stores an image or PDF in the media library (editors only).',
    args: {
      file: { type: new GraphQLNonNull(UploadScalar) },
      alt: { type: new GraphQLNonNull(GraphQLString) },
      locale: { type: typeOf<GraphQLInputType>(schema, 'LocaleInputType') },
    },
    async resolve(_source, args: { file: UploadedFile; alt: string; locale?: Locale }, context) {
      if (!context.req.user) throw userError('UNAUTHENTICATED', 'Sign in to upload files')
      const alt = args.alt.trim()
      if (!alt || alt.length > 300) {
        throw userError('BAD_USER_INPUT', 'alt must describe the file in 1 to 300 characters')
      }
      const req = localizedRequest(context, { locale: args.locale })
      return req.payload.create({
        collection: 'media',
        data: { alt },
        file: {
          data: args.file.data,
          mimetype: args.file.mimetype,
          name: args.file.filename,
          size: args.file.size,
        },
        overrideAccess: false,
        req,
      })
    },
  }
}
