/**
 * Search figures (part of `npm run bench`): index build time and memory, and query latency
 * p50/p95, over the demo content and over a generated corpus of 10,000 documents per language;
 * recall@5 over the labelled queries. In process, on the default data directory (or DATA_DIR):
 *
 *   node --expose-gc --import tsx scripts/bench/measure-search.ts [--documents 10000] [--queries 400]
 *
 * Prints a table and writes bench/results/search.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import { loadPayload } from '../../src/cms/bootstrap'
import { closeDatabase } from '../../src/cms/database-lifecycle'
import { LOCALES, type Locale } from '../../src/config/constants'
import { loadContentDocuments } from '../../src/search/documents'
import {
  addDocuments,
  createSearchIndex,
  type SearchIndex,
  searchIndex,
} from '../../src/search/engine'
import { type ContentDocument, SEARCH_TYPES } from '../../src/search/types'
import { recallAt5, SEARCH_QUALITY } from '../../support/search-quality'
import { runBootstrap } from '../app/run'
import { benchOption } from './common'

const GENERATED = Number(benchOption('documents') ?? 10_000)
const QUERIES = Number(benchOption('queries') ?? 400)
const RESULTS = path.resolve('bench/results/search.json')

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same corpus. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A corpus of `count` documents made of the demo content's own words, in its proportions. */
function generateCorpus(demo: ContentDocument[], count: number): ContentDocument[] {
  const words = demo.flatMap((doc) => `${doc.title} ${doc.summary} ${doc.body}`.split(/\s+/))
  const next = random(1991)
  const pick = (n: number) =>
    Array.from({ length: n }, () => words[Math.floor(next() * words.length)]).join(' ')
  return Array.from({ length: count }, (_, i) => ({
    id: `generated:${i}`,
    type: SEARCH_TYPES[i % SEARCH_TYPES.length] ?? 'news',
    title: pick(4 + Math.floor(next() * 8)),
    summary: pick(15 + Math.floor(next() * 25)),
    body: pick(120 + Math.floor(next() * 300)),
    path: `/generated/${i}`,
    date: null,
  }))
}

const gc = () => (globalThis as { gc?: () => void }).gc?.()

type BuildFigures = { documents: number; buildMs: number; heapMb: number }

async function build(locale: Locale, docs: ContentDocument[]) {
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = createSearchIndex(locale)
  await addDocuments(index, docs)
  const buildMs = performance.now() - started
  gc()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
  const figures: BuildFigures = {
    documents: docs.length,
    buildMs: Math.round(buildMs),
    heapMb: Math.round(heapMb * 10) / 10,
  }
  return { index, figures }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Latency of the labelled queries (and their first words, as typed), round-robin. */
async function latency(index: SearchIndex, locale: Locale) {
  const queries = SEARCH_QUALITY[locale].flatMap(({ q }) => [q, q.split(' ')[0] ?? q])
  const times: number[] = []
  for (let i = 0; i < QUERIES; i++) {
    const q = queries[i % queries.length] ?? ''
    const started = performance.now()
    await searchIndex(index, { q, limit: 10, offset: 0 })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    queries: QUERIES,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
  }
}

async function recall(index: SearchIndex, locale: Locale): Promise<number> {
  let sum = 0
  for (const { q, expected } of SEARCH_QUALITY[locale]) {
    const found = await searchIndex(index, { q, limit: 5, offset: 0 })
    sum += recallAt5(
      expected,
      found.hits.map((hit) => hit.document.title),
    )
  }
  return Math.round((sum / SEARCH_QUALITY[locale].length) * 1000) / 1000
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('run with --expose-gc for memory figures')
  process.env.DATA_DIR ??= './data'
  await runBootstrap()
  const payload = await loadPayload()
  const results: Record<string, unknown> = {}
  try {
    for (const locale of LOCALES) {
      const demoDocs = await loadContentDocuments(payload, locale)
      const demo = await build(locale, demoDocs)
      const generated = await build(locale, generateCorpus(demoDocs, GENERATED))
      results[locale] = {
        demo: { ...demo.figures, ...(await latency(demo.index, locale)) },
        generated: { ...generated.figures, ...(await latency(generated.index, locale)) },
        recallAt5: await recall(demo.index, locale),
      }
    }
  } finally {
    await closeDatabase(payload)
  }
  const report = { measuredAt: new Date().toISOString(), node: process.version, results }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
  console.table(
    Object.entries(results).flatMap(([locale, value]) => {
      const v = value as Record<string, Record<string, number> | number>
      return (['demo', 'generated'] as const).map((corpus) => ({
        locale,
        corpus,
        ...(v[corpus] as Record<string, number>),
        recallAt5: corpus === 'demo' ? v.recallAt5 : '',
      }))
    }),
  )
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
