import { describe, expect, it } from 'vitest'

import { mapLinks, placeMapLinks } from './map-links'

describe('mapLinks', () => {
  it('puts longitude first for Yandex and latitude first for OpenStreetMap', () => {
    expect(mapLinks({ lat: 55.7486, lng: 37.5391 })).toEqual({
      yandex: 'https://yandex.ru/maps/?pt=37.539100,55.748600&z=16&l=map',
      osm: 'https://www.openstreetmap.org/?mlat=55.748600&mlon=37.539100#map=17/55.748600/37.539100',
    })
  })
})

describe('placeMapLinks', () => {
  it('prefers the coordinates', () => {
    expect(placeMapLinks({ lat: 55.7486, lng: 37.5391, address: 'Moscow' })).toEqual(
      mapLinks({ lat: 55.7486, lng: 37.5391 }),
    )
  })

  it('searches for the address, on one line, without coordinates', () => {
    expect(placeMapLinks({ lat: null, address: '26 Pushkin Street,\n  Kazan 420111' })).toEqual({
      yandex: 'https://yandex.ru/maps/?text=26%20Pushkin%20Street%2C%20Kazan%20420111',
      osm: 'https://www.openstreetmap.org/search?query=26%20Pushkin%20Street%2C%20Kazan%20420111',
    })
  })

  it('gives nothing without coordinates or address', () => {
    expect(placeMapLinks({ address: '  ' })).toBeNull()
  })
})
