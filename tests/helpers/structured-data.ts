/**
 * Validates a page's structured data (JSON-LD, microdata, RDFa) offline: Adobe's validator checks
 * each item's type and properties against the schema.org vocabulary and Google's rich-result rules
 * for the types it knows (BreadcrumbList, Organization, Person…). The vocabulary is the schema.org
 * release the `@vocabulary/schema` package ships as N-Quads, turned into the JSON-LD graph the
 * validator reads (schema.org's own `schemaorg-all-https.jsonld` is a download).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'

import Validator, { type ValidationIssue } from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import jsonld from 'jsonld'

const CONTEXT = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  schema: 'http://schema.org/',
}

let vocabulary: Promise<object> | undefined

/** schema.org's classes and properties as a compacted JSON-LD graph (built once, in 3-4 s). */
function schemaOrgVocabulary(): Promise<object> {
  vocabulary ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq')
    const quads = fs.readFileSync(file, 'utf8')
    return jsonld.compact(await jsonld.fromRDF(quads, { format: 'application/n-quads' }), CONTEXT)
  })()
  return vocabulary
}

/** The structured data of a page and what the validator finds wrong with it (errors and warnings). */
export async function validateStructuredData(
  html: string,
): Promise<{ types: string[]; issues: ValidationIssue[] }> {
  const extracted = new WebAutoExtractor({ embedSource: ['rdfa', 'microdata'] }).parse(html)
  const issues = await new Validator(await schemaOrgVocabulary()).validate(extracted)
  return { types: Object.keys(extracted.jsonld), issues }
}
