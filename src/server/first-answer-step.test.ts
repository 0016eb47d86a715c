import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, it } from 'vitest'

import { afterFirstAnswer } from '@/lib/first-answer'
import { setProcessSingleton } from '@/lib/process-singleton'
import { startWaitingWorkAfterFirstAnswer } from './first-answer-step'
import { handleWithSteps } from './request-steps'

afterEach(() => setProcessSingleton('first-answer', undefined))

it('marks the first answer once it is sent, not when the request arrives', async () => {
  let waited = false
  void afterFirstAnswer(60_000).then(() => {
    waited = true
  })
  const seenBeforeAnswer: boolean[] = []
  const server = createServer(
    handleWithSteps([
      startWaitingWorkAfterFirstAnswer(),
      ({ res }) => {
        seenBeforeAnswer.push(waited)
        setTimeout(() => res.end('ok'), 50)
        return 'answered'
      },
    ]),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seenBeforeAnswer).toEqual([false])
    expect(waited).toBe(true)
  } finally {
    server.close()
  }
})
