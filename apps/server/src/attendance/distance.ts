/** The Earth's mean radius in metres (IUGG), as map services measure short distances. */
export const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in metres between two positions (degrees), by the haversine formula. */
export const haversineMetres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};
