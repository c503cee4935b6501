import type { DictData as Dictionary } from '@/api/dict/contract';
import { EDUCATION, MARRIAGE, PERSON_CERTIFICATE_TYPE, TAX_RESIDENT_TYPE, YEAR_INCOME } from '@/shared/enums';

/** Labels of the dictionaries of spec §3 (regions in regions.ts). */
export const DICTIONARIES: Record<number, Dictionary> = {
  // Vocation: the major groups of GB/T 6565 plus the categories account-opening forms add.
  3: {
    '01': '国家机关、党群组织、企业、事业单位负责人',
    '02': '专业技术人员',
    '03': '办事人员和有关人员',
    '04': '商业、服务业人员',
    '05': '农、林、牧、渔、水利业生产人员',
    '06': '生产、运输设备操作人员及有关人员',
    '07': '军人',
    '08': '不便分类的其他从业人员',
    '09': '学生',
    '10': '离退休人员',
    '11': '自由职业者',
    '12': '个体工商户',
    '13': '无业',
  },
  // Nationality: ISO 3166-1 alpha-3 codes.
  4: {
    CHN: '中国',
    HKG: '中国香港',
    MAC: '中国澳门',
    TWN: '中国台湾',
    USA: '美国',
    GBR: '英国',
    JPN: '日本',
    KOR: '韩国',
    SGP: '新加坡',
    MYS: '马来西亚',
    CAN: '加拿大',
    AUS: '澳大利亚',
    NZL: '新西兰',
    DEU: '德国',
    FRA: '法国',
    ITA: '意大利',
    ESP: '西班牙',
    NLD: '荷兰',
    CHE: '瑞士',
    RUS: '俄罗斯',
    IND: '印度',
    THA: '泰国',
    OTH: '其他国家或地区',
  },
  6: { ...PERSON_CERTIFICATE_TYPE },
  7: { ...EDUCATION },
  8: { ...YEAR_INCOME },
  9: { ...TAX_RESIDENT_TYPE },
  // Natural-person category on the suitability form.
  10: { '0': '普通投资者', '1': '专业投资者' },
  11: {
    '0': '无不良诚信记录',
    '1': '中国人民银行征信中心记录',
    '2': '最高人民法院失信被执行人名单',
    '3': '工商行政管理机构企业信用信息公示系统',
    '4': '证券期货市场失信记录查询平台',
    '5': '税务管理机构税收违法黑名单',
    '9': '其他不良诚信记录',
  },
  15: { ...MARRIAGE },
};
