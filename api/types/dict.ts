/** GET /v1/dict/{id}?cityId=: a map of code to Chinese label. */
export type DictionaryId = 3 | 4 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export const DICTIONARY_ID = {
  vocation: 3,
  nationality: 4,
  personCertificateType: 6,
  education: 7,
  yearIncome: 8,
  taxResident: 9,
  naturalType: 10,
  badIntegrity: 11,
  province: 12,
  /** Filtered by cityId = the province code. */
  city: 13,
  /** Filtered by cityId = the city code. */
  county: 14,
  marriage: 15,
} as const;

export type Dictionary = Record<string, string>;

export interface DictionaryQuery {
  cityId?: string;
}
