import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

import { releaseAbortReasonFrames } from './abort-reasons'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

describe('releaseAbortReasonFrames', () => {
  it('lets go of what the frames of an abort reason ran on', async () => {
    releaseAbortReasonFrames()
    releaseAbortReasonFrames()
    const kept: AbortController[] = []
    // A render's last frame runs on an object (an immediate) that holds much more.
    let render: { held: number[]; finish: () => void } | undefined = {
      held: new Array(100_000).fill(1),
      finish() {
        const controller = new AbortController()
        controller.abort(new Error('This render completed successfully.'))
        kept.push(controller)
      },
    }
    const collected = new WeakRef(render)
    render.finish()
    render = undefined
    await new Promise((resolve) => setImmediate(resolve))
    gc()
    expect(collected.deref()).toBeUndefined()
    const reason = kept[0]?.signal.reason as Error
    expect(reason.message).toBe('This render completed successfully.')
    expect(reason.stack).toContain('finish')
  })
})
