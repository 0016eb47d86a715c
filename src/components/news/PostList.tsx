import { getFormatter, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import type { Post } from '@/payload-types'

export async function PostList({ posts }: { posts: Post[] }) {
  const [format, t] = await Promise.all([getFormatter(), getTranslations('news.types')])
  return (
    <ul className="list">
      {posts.map((post) => (
        <li key={post.id}>
          <p className="meta">
            <time dateTime={post.publishedAt}>
              {format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}
            </time>
            {' · '}
            {t(post.type)}
          </p>
          <h3>
            <Link href={paths.post(post)}>{post.title}</Link>
          </h3>
          {post.summary ? <p>{post.summary}</p> : null}
        </li>
      ))}
    </ul>
  )
}
