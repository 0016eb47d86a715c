/**
 * Search figures (part of `npm run bench`): index build time and memory, query latency p50/p95 and
 * the update after one publish (one document removed and its new version added: median and worst
 * of UPDATES), over the demo content and over a generated corpus of 10,000 documents per language;
 * recall@5 over the labelled queries. The site's engine (src/search/engine.ts) and, for the
 * comparison in docs/search.md, the previous Orama engine as it was and tuned
 * (scripts/bench/search-orama.ts), in the same run, on the same corpus and queries. In process, on
 * the default data directory (or DATA_DIR):
 *
 *   node --expose-gc --import tsx scripts/bench/measure-search.ts [--documents 10000] [--queries 400]
 *     [--engines minisearch,orama-tuned,orama]
 *
 * On a shared machine wall times swing with the load: `buildCpuMs` and `meanCpuMs` (this process's
 * CPU time for the build, and per query on average) are steadier.
 * `heapMb` is the memory the index retains (with --expose-gc): the settled heap and array buffers
 * while it is alive, after the latency and update figures, minus the same once it is dropped. That is the
 * index and all it keeps, but not the documents' texts, which the caller holds anyway (the
 * server's search service keeps them for the snapshot) and the index only points at; `textsMb` is
 * what those texts take.
 * Prints a table and writes bench/results/search.json (`results`: the site's engine;
 * `comparison`: the others; an engine left out by --engines keeps its figures from the previous
 * file, and `carriedOver` names when they were measured).
 */
import fs from 'node:fs'
import path from 'node:path'

import { loadPayload } from '../../src/cms/bootstrap'
import { closeDatabase } from '../../src/cms/database-lifecycle'
import { LOCALES, type Locale } from '../../src/config/constants'
import { loadContentDocuments } from '../../src/search/documents'
import * as siteEngine from '../../src/search/engine'
import {
  type ContentDocument,
  SEARCH_TYPES,
  type SearchParams,
  type SearchResults,
} from '../../src/search/types'
import { recallAt5, SEARCH_QUALITY } from '../../support/search-quality'
import { runBootstrap } from '../app/run'
import { benchOption } from './common'

const GENERATED = Number(benchOption('documents') ?? 10_000)
const QUERIES = Number(benchOption('queries') ?? 400)
const UPDATES = 21
const RESULTS = path.resolve('bench/results/search.json')

/** What the benchmark needs of an engine: the public API of src/search/engine.ts. */
type Engine<I> = {
  createSearchIndex: (locale: Locale) => I
  addDocuments: (index: I, docs: readonly ContentDocument[]) => Promise<void>
  removeDocuments: (index: I, ids: readonly string[]) => Promise<void>
  searchIndex: (index: I, params: SearchParams) => Promise<SearchResults>
}

const ENGINES: Record<string, () => Promise<Engine<unknown>>> = {
  minisearch: async () => siteEngine as Engine<unknown>,
  'orama-tuned': async () =>
    (await import('./search-orama')).createOramaEngine(true) as Engine<unknown>,
  orama: async () => (await import('./search-orama')).createOramaEngine(false) as Engine<unknown>,
}
/** The engine src/search/engine.ts runs: its figures are the report's `results`. */
const SITE_ENGINE = 'minisearch'
const SELECTED = (benchOption('engines') ?? Object.keys(ENGINES).join(',')).split(',')

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
function generateCorpus(demo: ContentDocument[], count: number, seed = 1991): ContentDocument[] {
  const words = demo.flatMap((doc) => `${doc.title} ${doc.summary} ${doc.body}`.split(/\s+/))
  const next = random(seed)
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

const gc = (globalThis as { gc?: () => void }).gc
const round1 = (value: number) => Math.round(value * 10) / 10
const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The memory in use once the garbage is gone (NaN without --expose-gc): the heap and the array
 * buffers outside it (where large typed arrays, such as the index's postings, live). A turn of the
 * event loop first, so that timers due release what they hold, then two full collections (the
 * second frees what the first only finalised). The heap's growth around a build, collected once
 * on each side, once measured −227 MB: what the previous index left behind was freed mid-build.
 */
async function settledHeapMb(): Promise<number> {
  if (!gc) return Number.NaN
  await new Promise((resolve) => setTimeout(resolve, 0))
  gc()
  gc()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return (heapUsed + arrayBuffers) / 2 ** 20
}

/** Documents made by `make`, and the heap they take (their texts, mostly). */
async function withTextsMb(make: () => ContentDocument[]) {
  const before = await settledHeapMb()
  const docs = make()
  return { docs, textsMb: round1((await settledHeapMb()) - before) }
}

/** An index, held here so that the benchmark can drop it and see what it retained. */
type Built<I> = { index?: I; figures: { documents: number; buildMs: number; buildCpuMs: number } }

async function build<I>(engine: Engine<I>, locale: Locale, docs: ContentDocument[]) {
  await settledHeapMb()
  const started = performance.now()
  const cpu = process.cpuUsage()
  const index = engine.createSearchIndex(locale)
  await engine.addDocuments(index, docs)
  const buildMs = performance.now() - started
  const buildCpuMs = Math.round(process.cpuUsage(cpu).user / 1000)
  const built: Built<I> = {
    index,
    figures: { documents: docs.length, buildMs: Math.round(buildMs), buildCpuMs },
  }
  return built
}

/** The memory an index retains: the settled memory with it, minus the settled memory without it. */
async function retainedHeapMb<I>(built: Built<I>): Promise<number | null> {
  const withIndex = await settledHeapMb()
  delete built.index
  const retained = withIndex - (await settledHeapMb())
  return Number.isNaN(retained) ? null : round1(retained)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Latency of the labelled queries (and their first words, as typed), round-robin. */
async function latency<I>(engine: Engine<I>, index: I, locale: Locale) {
  const queries = SEARCH_QUALITY[locale].flatMap(({ q }) => [q, q.split(' ')[0] ?? q])
  const times: number[] = []
  const cpu = process.cpuUsage()
  for (let i = 0; i < QUERIES; i++) {
    const q = queries[i % queries.length] ?? ''
    const started = performance.now()
    await engine.searchIndex(index, { q, limit: 10, offset: 0 })
    times.push(performance.now() - started)
  }
  const cpuMs = process.cpuUsage(cpu).user / 1000
  times.sort((a, b) => a - b)
  return {
    queries: QUERIES,
    p50Ms: round2(percentile(times, 50)),
    p95Ms: round2(percentile(times, 95)),
    meanCpuMs: round2(cpuMs / QUERIES),
  }
}

/**
 * The update after one publish, as the search service makes it: the document removed, then its
 * new version added. Median and worst over UPDATES documents spread across the corpus.
 */
async function update<I>(engine: Engine<I>, index: I, fresh: ContentDocument[]) {
  const times: number[] = []
  for (const [i, doc] of fresh.entries()) {
    const id = `generated:${Math.floor((i * GENERATED) / fresh.length)}`
    const started = performance.now()
    await engine.removeDocuments(index, [id])
    await engine.addDocuments(index, [{ ...doc, id }])
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { updateMs: round2(percentile(times, 50)), updateMaxMs: round2(times.at(-1) ?? 0) }
}

async function recall<I>(engine: Engine<I>, index: I, locale: Locale): Promise<number> {
  let sum = 0
  for (const { q, expected } of SEARCH_QUALITY[locale]) {
    const found = await engine.searchIndex(index, { q, limit: 5, offset: 0 })
    sum += recallAt5(
      expected,
      found.hits.map((hit) => hit.document.title),
    )
  }
  return Math.round((sum / SEARCH_QUALITY[locale].length) * 1000) / 1000
}

type Corpora = {
  demo: ContentDocument[]
  generated: ContentDocument[]
  generatedTextsMb: number
  /** New versions of a few generated documents, for the update figure. */
  fresh: ContentDocument[]
}

async function measure<I>(engine: Engine<I>, locale: Locale, corpora: Corpora) {
  // The indexes are used through `built.index` only, never kept in a variable here, so that
  // retainedHeapMb can drop them.
  const demo = await build(engine, locale, corpora.demo)
  const demoLatency = await latency(engine, demo.index as I, locale)
  const recallAt5 = await recall(engine, demo.index as I, locale)
  const demoFigures = { ...demo.figures, heapMb: await retainedHeapMb(demo), ...demoLatency }
  const generated = await build(engine, locale, corpora.generated)
  const generatedLatency = await latency(engine, generated.index as I, locale)
  const generatedUpdate = await update(engine, generated.index as I, corpora.fresh)
  const generatedFigures = {
    ...generated.figures,
    heapMb: await retainedHeapMb(generated),
    textsMb: corpora.generatedTextsMb,
    ...generatedLatency,
    ...generatedUpdate,
  }
  return { demo: demoFigures, generated: generatedFigures, recallAt5 }
}

type Figures = Awaited<ReturnType<typeof measure>>

type Report = {
  measuredAt?: string
  comparison?: Record<string, Partial<Record<Locale, Figures>>>
  carriedOver?: Record<string, string>
}

function previousReport(): Report | undefined {
  try {
    return JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Report
  } catch {
    return undefined
  }
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('run with --expose-gc for memory figures')
  process.env.DATA_DIR ??= './data'
  await runBootstrap()
  const payload = await loadPayload()
  const measured: Record<string, Partial<Record<Locale, Figures>>> = {}
  try {
    for (const locale of LOCALES) {
      const demo = await loadContentDocuments(payload, locale)
      const generated = await withTextsMb(() => generateCorpus(demo, GENERATED))
      const corpora: Corpora = {
        demo,
        generated: generated.docs,
        generatedTextsMb: generated.textsMb,
        fresh: generateCorpus(demo, UPDATES, 2026),
      }
      for (const name of SELECTED) {
        const load = ENGINES[name]
        if (!load) throw new Error(`unknown engine ${name}: ${Object.keys(ENGINES).join(', ')}`)
        const figures = await measure(await load(), locale, corpora)
        measured[name] = { ...measured[name], [locale]: figures }
      }
    }
  } finally {
    await closeDatabase(payload)
  }
  const { [SITE_ENGINE]: results, ...comparison } = measured
  const previous = previousReport()
  const carriedOver: Record<string, string> = {}
  for (const [engine, figures] of Object.entries(previous?.comparison ?? {})) {
    if (comparison[engine] || SELECTED.includes(engine)) continue
    comparison[engine] = figures
    carriedOver[engine] = previous?.carriedOver?.[engine] ?? previous?.measuredAt ?? 'unknown'
  }
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    engine: SITE_ENGINE,
    results,
    comparison,
    carriedOver,
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
  console.table(
    Object.entries(measured).flatMap(([engine, locales]) =>
      Object.entries(locales).flatMap(([locale, figures]) =>
        (['demo', 'generated'] as const).map((corpus) => ({
          engine,
          locale,
          corpus,
          ...figures[corpus],
          recallAt5: corpus === 'demo' ? figures.recallAt5 : '',
        })),
      ),
    ),
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
