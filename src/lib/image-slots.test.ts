import { describe, expect, it } from 'vitest'

import {
  focalObjectPosition,
  focalPointIn,
  IMAGE_SLOT_MIN_PIXELS,
  IMAGE_SLOTS,
  slotShortfall,
  slotsTooSmallFor,
} from './image-slots'

describe('slotShortfall', () => {
  it('accepts an image exactly the minimum size, and a larger one', () => {
    const min = IMAGE_SLOT_MIN_PIXELS.personPhoto
    expect(slotShortfall('personPhoto', min)).toBeNull()
    expect(slotShortfall('personPhoto', { width: 2000, height: 3000 })).toBeNull()
  })

  it('names what a photo lacks when either side is short', () => {
    const min = IMAGE_SLOT_MIN_PIXELS.personPhoto
    expect(slotShortfall('personPhoto', { width: min.width - 1, height: 5000 })).toEqual({
      slot: 'personPhoto',
      width: min.width - 1,
      height: 5000,
      minWidth: min.width,
      minHeight: min.height,
    })
    expect(slotShortfall('personPhoto', { width: 5000, height: min.height - 1 })).not.toBeNull()
  })

  it('never judges a vector image or a file without pixel sizes', () => {
    expect(slotShortfall('cover', { width: 10, height: 10, mimeType: 'image/svg+xml' })).toBeNull()
    expect(slotShortfall('cover', { mimeType: 'application/pdf' })).toBeNull()
    expect(slotShortfall('cover', { width: 0, height: 0 })).toBeNull()
    expect(slotShortfall('cover', { width: null, height: 400 })).toBeNull()
  })

  it('lists every slot a small image is too small for, and none for a big one', () => {
    expect(slotsTooSmallFor({ width: 100, height: 100 }).map((s) => s.slot)).toEqual(IMAGE_SLOTS)
    expect(slotsTooSmallFor({ width: 4000, height: 3000 })).toEqual([])
    // A 400×200 logo fills both logo slots and is too small for the rest.
    expect(slotsTooSmallFor({ width: 400, height: 200 }).map((s) => s.slot)).toEqual([
      'personPhoto',
      'cover',
      'shareImage',
      'officeMap',
    ])
  })
})

describe('focalPointIn', () => {
  it('keeps the point where it was in a size of the same proportions', () => {
    const image = { width: 1600, height: 900, focalX: 80, focalY: 20 }
    expect(focalPointIn(image, { width: 640, height: 360 })).toEqual({ x: 80, y: 20 })
    expect(focalPointIn(image)).toEqual({ x: 80, y: 20 })
  })

  it('follows Payload: a square cut of a wide image centred on the point, pushed back at the edge', () => {
    // 1600×900 scaled to 320 high is 569×320; the point at 80 % is at 455 px, and a 320 px box
    // centred on it would end at 615 > 569, so it is moved back to start at 249: 206/320 = 64.4 %.
    const image = { width: 1600, height: 900, focalX: 80, focalY: 20 }
    expect(focalPointIn(image, { width: 320, height: 320 })).toEqual({ x: 64.4, y: 20 })
    // At 60 % the box fits: centred on the point (to the pixel Payload floors it to).
    expect(focalPointIn({ ...image, focalX: 60 }, { width: 320, height: 320 }).x).toBeCloseTo(50, 0)
  })

  it('cuts a tall image for a wide size along its height', () => {
    // 900×1600 to 1200×630: scaled to 1200 wide is 1200×2133; the point at 10 % is at 213.3 px,
    // a 630 px box centred on it would start above the top, so it starts at 0: 213.3/630 = 33.9 %.
    const image = { width: 900, height: 1600, focalX: 30, focalY: 10 }
    expect(focalPointIn(image, { width: 1200, height: 630 })).toEqual({ x: 30, y: 33.9 })
  })

  it('reads a missing or odd focal point as the centre', () => {
    expect(focalPointIn({ width: 100, height: 100 })).toEqual({ x: 50, y: 50 })
    expect(focalPointIn({ focalX: Number.NaN, focalY: 140 })).toEqual({ x: 50, y: 100 })
  })
})

describe('focalObjectPosition', () => {
  it('gives the CSS position of the point, and nothing for the centre or no point', () => {
    expect(focalObjectPosition({ width: 1600, height: 900, focalX: 80, focalY: 20 })).toBe(
      '80% 20%',
    )
    expect(focalObjectPosition({ width: 1600, height: 900, focalX: 50, focalY: 50 })).toBe(
      undefined,
    )
    expect(focalObjectPosition({ width: 1600, height: 900 })).toBe(undefined)
  })
})
