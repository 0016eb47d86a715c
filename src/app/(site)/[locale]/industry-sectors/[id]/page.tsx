// /industry-sectors/{id} without a slug: the same page, which redirects to the canonical slug.
export { default, generateMetadata } from './[slug]/page'
