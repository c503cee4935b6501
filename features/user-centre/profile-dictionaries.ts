import type { DictData, DictionaryId } from '@/api/dict/contract';
import { useFetchDictQuery } from '@/api/dict/endpoints';
import type { ProfileCodes } from '@/api/user/contract';
import type { SelectOption } from '@/shared/ui';

/** The dictionaries of a natural person's profile (spec §3): 4 nationality, 7 education, 8 income, 15 marriage. */
export const PROFILE_DICTIONARY = { nationality: 4, education: 7, yearIncome: 8, marriage: 15 } as const;
export const REGION_DICTIONARY = { province: 12, city: 13, county: 14 } as const;

export const PROFILE_TEXT = {
  legend: '个人信息',
  vocation: '职业',
  nationality: '国籍',
  education: '学历',
  yearIncome: '年收入',
  marriage: '婚姻状况',
  region: '所在地区',
  province: '省份',
  city: '城市',
  county: '区县',
  choose: (what: string) => `请选择${what}`,
} as const;

/** One dictionary as it arrives (the shared cache: 60 s after its last reader, spec §9); none when skipped. */
export function useDictionary(id: DictionaryId, parent?: string, skip = false): DictData | undefined {
  return useFetchDictQuery({ id, cityId: parent || undefined, silent: true }, { skip }).data;
}

export const optionsOf = (dictionary: DictData | undefined): SelectOption[] =>
  Object.entries(dictionary ?? {}).map(([value, label]) => ({ value, label }));

/**
 * The words of a profile for 个人信息: each code by its dictionary ('' while it loads or when not given), and
 * the region as 省 市 区县.
 */
export function useProfileWords(profile: ProfileCodes & { vocation: string }) {
  const vocation = useDictionary(3);
  const nationality = useDictionary(PROFILE_DICTIONARY.nationality);
  const education = useDictionary(PROFILE_DICTIONARY.education);
  const yearIncome = useDictionary(PROFILE_DICTIONARY.yearIncome);
  const marriage = useDictionary(PROFILE_DICTIONARY.marriage);
  const provinces = useDictionary(REGION_DICTIONARY.province, undefined, !profile.province);
  const cities = useDictionary(REGION_DICTIONARY.city, profile.province, !profile.city);
  const counties = useDictionary(REGION_DICTIONARY.county, profile.city, !profile.county);
  const word = (dictionary: DictData | undefined, code: string) => (code ? (dictionary?.[code] ?? '') : '');
  return {
    vocation: word(vocation, profile.vocation),
    nationality: word(nationality, profile.nationality),
    education: word(education, profile.education),
    yearIncome: word(yearIncome, profile.yearIncome),
    marriage: word(marriage, profile.marriage),
    region: [word(provinces, profile.province), word(cities, profile.city), word(counties, profile.county)]
      .filter(Boolean)
      .join(' '),
  };
}
