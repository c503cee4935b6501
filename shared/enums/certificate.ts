import type { CodeTable } from './code-table';

/** OCR's label for the emblem side of a second-generation ID card: the back office sends it, the page checks it. */
export const SECOND_GENERATION_BACK = '第二代身份证背面';

/** Person document types (dictionary 6 without the ID card answers the other-certificate form). */
export const PERSON_CERTIFICATE_TYPE = {
  '0': '身份证',
  '1': '中国护照',
  '2': '军官证',
  '3': '士兵证',
  '4': '港澳居民来往内地通行证',
  '5': '户口本',
  '6': '外国护照',
  '7': '其他',
  '8': '文职证',
  '9': '警官证',
  A: '台湾居民来往大陆通行证',
  B: '外国人永久居留身份证',
  C: '港澳台居民居住证',
} as const satisfies CodeTable;
export type PersonCertificateType = keyof typeof PERSON_CERTIFICATE_TYPE;

/** The ID-card code, removed from the person certificate dictionary (spec §7). */
export const ID_CARD_CERTIFICATE_TYPE: PersonCertificateType = '0';

/** Organisation document types; I and B are named by the spec, 0-9 and A follow the TA standard. */
export const ORG_CERTIFICATE_TYPE = {
  '0': '组织机构代码证',
  '1': '营业执照',
  '2': '行政机关',
  '3': '社会团体',
  '4': '军队',
  '5': '武警',
  '6': '下属机构',
  '7': '基金会',
  '8': '其他',
  '9': '登记证书',
  A: '批文',
  I: '统一社会信用代码',
  B: '产品代码',
} as const satisfies CodeTable;
export type OrgCertificateType = keyof typeof ORG_CERTIFICATE_TYPE;
