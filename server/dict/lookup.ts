import type { Dictionary } from '@/api/types';

import { DICTIONARIES } from './dictionaries';
import { CITIES, COUNTIES, PROVINCES } from './regions';

/** The dictionary ids of spec §3 the back office answers. */
export const DICTIONARY_IDS = [3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

const flatten = (groups: Record<string, Dictionary>): Dictionary =>
  Object.assign({}, ...Object.values(groups));

/** 13 (cities) and 14 (counties) are filtered by cityId, the parent's code; without it, all of them. */
export function dictionary(id: number, cityId: string | undefined): Dictionary {
  if (id === 12) return PROVINCES;
  if (id === 13) return cityId ? (CITIES[cityId] ?? {}) : flatten(CITIES);
  if (id === 14) return cityId ? (COUNTIES[cityId] ?? {}) : flatten(COUNTIES);
  return DICTIONARIES[id];
}
