/**
 * The GraphQL operations the site's client components send, typed by hand against the server's
 * schema (src/graphql). One place, so that a schema change has one client-side counterpart.
 */
import { gql, type TypedDocumentNode } from '@apollo/client'
import type { Locale } from '@/config/constants'
import type { PostType } from '@/lib/post-types'

/** The token itself is only in the HttpOnly cookie the answer sets. */
export type LoginResult = {
  login: { exp: number | null; user: { id: number | string; email: string } }
}

export const LOGIN: TypedDocumentNode<LoginResult, { email: string; password: string }> = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      exp
      user {
        id
        email
      }
    }
  }
`

export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation Logout {
    logout
  }
`

/** What the live channel says of a newly published post (`path` is its localized site path). */
export type PublishedPost = {
  id: number | string
  title: string
  type: PostType
  date: string
  path: string
}

export const POST_PUBLISHED: TypedDocumentNode<
  { postPublished: PublishedPost },
  { locale: Locale }
> = gql`
  subscription PostPublished($locale: LocaleInputType!) {
    postPublished(locale: $locale) {
      id
      title
      type
      date
      path
    }
  }
`

export type UploadedMedia = {
  uploadMedia: { id: number | string; url: string; filename: string; mimeType: string }
}

export const UPLOAD_MEDIA: TypedDocumentNode<UploadedMedia, { file: Blob; alt: string }> = gql`
  mutation UploadMedia($file: Upload!, $alt: String!) {
    uploadMedia(file: $file, alt: $alt) {
      id
      url
      filename
      mimeType
    }
  }
`
