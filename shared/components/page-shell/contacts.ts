/** The complaint contacts in the footer (the spec names them, not their values: see docs/decisions.md). */
export const COMPLAINT_CONTACTS = {
  phone: '95517',
  email: 'complaint@gzzg.com.cn',
  address: '上海市浦东新区世纪大道 88 号 国证资管客户服务中心',
} as const;
