import { SIGNING_TEXT } from '@/shared/trading/signing';

/**
 * The signing rules of a private product (spec §4 "Private product"), pure. Reading times are the
 * back office's: docs/decisions.md says why 10 s for the contract and 5 s for the risk disclosure (the
 * spec's "contract count 10" and "risk prompt count 5"); the portal counts down what the template says.
 */
export const READ_SECONDS = { contract: 10, riskDisclosure: 5 } as const;

export type ReadKind = keyof typeof READ_SECONDS;

/** A timer fires a little early now and then: half a second of slack on the server's measure. */
const SLACK_MS = 500;

export function readLongEnough(kind: ReadKind, shownAt: number, readAt: number): boolean {
  return readAt - shownAt >= READ_SECONDS[kind] * 1000 - SLACK_MS;
}

/** The signing token lasts half an hour: the session's own idle limit. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export const CONTRACT_TEXT = {
  contractMissing: SIGNING_TEXT.contractMissing,
  riskMissing: SIGNING_TEXT.riskMissing,
  notPrivate: '该产品无需签署电子合同',
  unknownReading: '未找到该文件的阅读记录，请重新打开文件阅读',
  tooShort: (seconds: number) => `请至少阅读${seconds}秒后再确认`,
  declarationIncomplete: '请逐项确认全部13项投资者声明',
  tradePasswordFirst: '请先验证交易密码',
  engagementFirst: '请先签署电子签名约定书',
  readFirst: (name: string) => `请先阅读《${name}》`,
  signDisclosureFirst: (name: string) => `请先签署《${name}》，再签署电子合同`,
  disclosureSigned: '风险揭示书已签署',
  declareFirst: '请先完成投资者声明',
  badToken: '签署凭证无效或已过期，请重新确认后签署',
  signed: '签署成功',
} as const;
