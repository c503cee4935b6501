/** The spec's patterns. Chinese means CJK ideographs (the Han script), letters mean ASCII letters. */
export const PATTERNS = {
  smsCode: /^\d{6}$/,
  sixDigits: /^\d{6}$/,
  fourToSixDigits: /^\d{4,6}$/,
  /** 6-20 letters and digits, not only digits and not only letters. */
  loginPassword: /^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,20}$/,
  /** Mainland mobile numbers: 11 digits starting with 1. */
  mobile: /^1\d{10}$/,
  emailLocal: /^[A-Za-z0-9._%+-]{1,64}$/,
  /** One label of a domain name: letters, digits and hyphens, at most 63 (no hyphen at either end: see isEmail). */
  domainLabel: /^[A-Za-z0-9-]{1,63}$/,
  topLevelDomain: /^[A-Za-z]{2,63}$/,
  postcode: /^\d{6}$/,
  areaCode: /^\d{3,4}$/,
  landline: /^\d{7,8}$/,
  chineseChar: /\p{Script=Han}/gu,
  nonChinese: /[^\p{Script=Han}]/u,
  /** What a name keeps: letters, digits and Chinese. */
  nameStrip: /[^A-Za-z0-9\p{Script=Han}]/gu,
  searchable: /[A-Za-z0-9\p{Script=Han}]/u,
  /** An address ends with a floor, room or door number: digits (optionally a letter) or Chinese numerals, then a unit. */
  addressEnd:
    /(?:(?:[0-9０-９]+[A-Za-z]?)(?:号|室|层|楼|户|栋|幢|座|单元)?|[0-9０-９零〇一二三四五六七八九十百]+(?:号|室|层|楼|户|栋|幢|座|单元))$/,
} as const;
