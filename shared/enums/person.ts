import type { CodeTable } from './code-table';

export const SEX = { '1': '男', '2': '女' } as const satisfies CodeTable;
export type Sex = keyof typeof SEX;

export const MARRIAGE = { '1': '已婚', '0': '未婚' } as const satisfies CodeTable;

export const TAX_RESIDENT_TYPE = {
  '0': '仅为中国税收居民',
  '1': '仅为非居民',
  '2': '既是中国税收居民又是其他国家（地区）税收居民',
} as const satisfies CodeTable;

export const YEAR_INCOME = {
  '1': '5万元以下',
  '2': '5万-20万元',
  '3': '20万-50万元',
  '4': '50万-100万元',
  '5': '100万元以上',
} as const satisfies CodeTable;

/** Education 01-09: shown until dictionary 7 answers, whose labels win. */
export const EDUCATION = {
  '01': '博士',
  '02': '硕士',
  '03': '本科',
  '04': '大专',
  '05': '中专',
  '06': '高中',
  '07': '初中',
  '08': '小学',
  '09': '其他',
} as const satisfies CodeTable;

/** Beneficial-owner types 001-034: the spec gives the codes only; labels come from the back office. */
export const BENEFICIAL_OWNER_TYPE_CODES: readonly string[] = Array.from({ length: 34 }, (_, i) =>
  String(i + 1).padStart(3, '0'),
);
