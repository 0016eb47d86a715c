/**
 * After `next build`: a Brotli (best quality) and a gzip (level 9) copy of each of the build's
 * scripts, style sheets and data files, next to it (`x.js.br`, `x.js.gz`), which the server sends
 * instead of compressing the file again on every request (src/server/build-files.ts). A copy no
 * smaller than its file is not kept. Runs after anything that edits the files (compile hints).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import {
  buildFilesRoot,
  PRECOMPRESSED_CODINGS,
  PRECOMPRESSED_TYPES,
} from '../../src/server/build-files'

const compressors: Record<
  (typeof PRECOMPRESSED_CODINGS)[number]['coding'],
  (b: Buffer) => Promise<Buffer>
> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
}

/** The files under `root` (recursively) of a type the build compresses. */
function compressible(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && Object.hasOwn(PRECOMPRESSED_TYPES, path.extname(entry.name)),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** What precompressBuildFiles did: files, and their bytes before and after, per coding. */
export type Precompressed = { files: number; bytes: number; copies: Record<string, number> }

/** Writes the compressed copies of the build's files in `distDir`; returns the totals. */
export async function precompressBuildFiles(
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
): Promise<Precompressed> {
  const files = compressible(buildFilesRoot(distDir))
  const totals: Precompressed = { files: files.length, bytes: 0, copies: {} }
  const queue = [...files]
  // zlib's asynchronous calls run on libuv's pool: one file at a time per core.
  const workers = Array.from({ length: os.availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const bytes = fs.readFileSync(file)
      totals.bytes += bytes.length
      for (const { coding, suffix } of PRECOMPRESSED_CODINGS) {
        const copy = await compressors[coding](bytes)
        fs.rmSync(file + suffix, { force: true })
        if (copy.length >= bytes.length) continue
        fs.writeFileSync(file + suffix, copy)
        totals.copies[coding] = (totals.copies[coding] ?? 0) + copy.length
      }
    }
  })
  await Promise.all(workers)
  return totals
}
