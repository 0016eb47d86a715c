import { describe, expect, it } from 'vitest'

import { mapLinks } from './map-links'

describe('mapLinks', () => {
  it('puts longitude first for Yandex and latitude first for OpenStreetMap', () => {
    expect(mapLinks({ lat: 55.7486, lng: 37.5391 })).toEqual({
      yandex: 'https://yandex.ru/maps/?pt=37.539100,55.748600&z=16&l=map',
      osm: 'https://www.openstreetmap.org/?mlat=55.748600&mlon=37.539100#map=17/55.748600/37.539100',
    })
  })
})
