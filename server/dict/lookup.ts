import type { DictData as Dictionary } from '@/api/dict/contract';

import { DICTIONARIES } from './dictionaries';
import { CITIES, COUNTIES, PROVINCES } from './regions';

const flatten = (groups: Record<string, Dictionary>): Dictionary =>
  Object.assign({}, ...Object.values(groups)) as Dictionary;

/** 13 (cities) and 14 (counties) are filtered by cityId, the parent's code; without it, all of them. */
export function dictionary(id: number, cityId: string | undefined): Dictionary {
  if (id === 12) return PROVINCES;
  if (id === 13) return cityId ? (CITIES[cityId] ?? {}) : flatten(CITIES);
  if (id === 14) return cityId ? (COUNTIES[cityId] ?? {}) : flatten(COUNTIES);
  return DICTIONARIES[id];
}
