/** A point on the map, as stored on an office. */
export type GeoPoint = { lat: number; lng: number }

/** Addresses that open a place in a map service. */
export type MapLinks = { yandex: string; osm: string }

/**
 * Links that open an address in a map service, instead of embedding a third-party map script
 * (which would set cookies and slow the page). Yandex Maps first: it is what Moscow visitors use.
 */
export function mapLinks({ lat, lng }: GeoPoint): MapLinks {
  const la = lat.toFixed(6)
  const lo = lng.toFixed(6)
  return {
    yandex: `https://yandex.ru/maps/?pt=${lo},${la}&z=16&l=map`,
    osm: `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`,
  }
}

/** The map links of a place: by its coordinates when known, else a search for its address. */
export function placeMapLinks(place: {
  lat?: number | null
  lng?: number | null
  address?: string | null
}): MapLinks | null {
  const { lat, lng } = place
  if (typeof lat === 'number' && typeof lng === 'number') return mapLinks({ lat, lng })
  const address = place.address?.replace(/\s+/g, ' ').trim()
  if (!address) return null
  const text = encodeURIComponent(address)
  return {
    yandex: `https://yandex.ru/maps/?text=${text}`,
    osm: `https://www.openstreetmap.org/search?query=${text}`,
  }
}
