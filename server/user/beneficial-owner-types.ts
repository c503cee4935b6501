/**
 * The beneficial-owner types the back office names (spec: codes 001–034; it gives no labels). These follow the
 * People's Bank's identification rules for non-natural-person customers (银发〔2017〕235号): the first three
 * are a company's; a code without a label here is answered with its code alone.
 */
export const BENEFICIAL_OWNER_TYPE_LABELS: Readonly<Record<string, string>> = {
  '001': '直接或间接拥有超过25%股权或表决权的自然人',
  '002': '通过人事、财务等其他方式对公司进行控制的自然人',
  '003': '公司的高级管理人员',
};

export function beneficialOwnerTypeLabel(code: string | null): string | null {
  return code === null ? null : (BENEFICIAL_OWNER_TYPE_LABELS[code] ?? code);
}
