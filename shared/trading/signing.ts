/**
 * The private product's signing, written once: the steps' names (the signing dialogs' titles and the evidence
 * record's labels), the record's title, and the stops when a document is not on file (the spec's words).
 */
export const SIGNING_TEXT = {
  records: '我的签署记录',
  tradePassword: '交易密码验证',
  engagement: '电子签名约定书',
  sign: '签署电子合同',
  summaryMissing: '产品概要文件缺失',
  contractMissing: '电子合同文件缺失',
  riskMissing: '风险揭示书文件缺失',
} as const;
