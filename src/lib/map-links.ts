/** A point on the map, as stored on an office. */
export type GeoPoint = { lat: number; lng: number }

/**
 * Links that open an address in a map service, instead of embedding a third-party map script
 * (which would set cookies and slow the page). Yandex Maps first: it is what Moscow visitors use.
 */
export function mapLinks({ lat, lng }: GeoPoint): { yandex: string; osm: string } {
  const la = lat.toFixed(6)
  const lo = lng.toFixed(6)
  return {
    yandex: `https://yandex.ru/maps/?pt=${lo},${la}&z=16&l=map`,
    osm: `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`,
  }
}
