import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineMetres } from './distance.ts';

/** Degrees of latitude that make `metres` along a meridian. */
const north = (metres: number) => (metres / EARTH_RADIUS_M) * (180 / Math.PI);

describe('haversineMetres', () => {
  const office = { latitude: 30.2741, longitude: 120.1551 };

  it('measures along a meridian and across, both ways alike', () => {
    expect(haversineMetres(office, office)).toBe(0);
    expect(haversineMetres(office, { ...office, latitude: office.latitude + north(100) })).toBeCloseTo(100, 6);
    const east = { latitude: office.latitude, longitude: office.longitude + 0.01 };
    expect(haversineMetres(office, east)).toBeCloseTo(haversineMetres(east, office), 9);
    // 0.01° of longitude at 30.27° N: about 961 m.
    expect(haversineMetres(office, east)).toBeGreaterThan(955);
    expect(haversineMetres(office, east)).toBeLessThan(965);
  });

  it('puts a point just inside a 100 m radius inside and one just beyond it outside', () => {
    expect(haversineMetres(office, { ...office, latitude: office.latitude + north(99.9) })).toBeLessThanOrEqual(100);
    expect(haversineMetres(office, { ...office, latitude: office.latitude + north(100.1) })).toBeGreaterThan(100);
  });

  it('knows a long distance (Beijing to Shanghai, about 1,067 km)', () => {
    const km = haversineMetres({ latitude: 39.9042, longitude: 116.4074 }, { latitude: 31.2304, longitude: 121.4737 }) / 1000;
    expect(km).toBeGreaterThan(1060);
    expect(km).toBeLessThan(1075);
  });
});
