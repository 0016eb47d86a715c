import type { PostSeed } from '../types'
import { postsEarly } from './posts-early'
import { postsLate } from './posts-late'

/** The press center's demo posts, 2019 to 2026. */
export const posts: PostSeed[] = [...postsEarly, ...postsLate]
