/** The press center's kinds of post (SPEC §5): the Posts collection's `type` field and its tabs. */
export const POST_TYPES = ['news', 'publication', 'event'] as const
export type PostType = (typeof POST_TYPES)[number]
