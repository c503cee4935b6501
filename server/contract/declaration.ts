/**
 * The investor declaration of a private product (spec §4 step 5, §9: 13 items), in the words of the
 * industry's private-fund investor declaration. Codes are stable: the evidence records the code and the
 * words as shown, and the risk disclosure PDF prints the same list.
 */
export const DECLARATION_ITEMS = [
  [
    'D01',
    '本人符合《私募投资基金监督管理暂行办法》及《证券期货经营机构私募资产管理业务管理办法》规定的合格投资者条件，具备相应的风险识别能力和风险承担能力。',
  ],
  ['D02', '本人用于参与本产品的资金来源合法，为本人自有资金，不存在非法汇集他人资金参与本产品的情形。'],
  ['D03', '本人以自己的名义为自己参与本产品，不存在为他人代持或代为参与的情形。'],
  [
    'D04',
    '本人已认真阅读并完全理解资产管理合同的全部条款，特别是管理人、托管人的权利义务及费用、收益分配条款。',
  ],
  ['D05', '本人已认真阅读并完全理解风险揭示书的全部内容，知晓本产品可能面临的各类风险。'],
  ['D06', '本人知晓本产品不保证本金不受损失，也不保证最低收益，可能损失部分乃至全部本金。'],
  ['D07', '本人知晓管理人、销售机构及其工作人员未对本产品的收益作出任何承诺或保证。'],
  ['D08', '本人知晓本产品及管理人其他产品的过往业绩不代表本产品的未来表现。'],
  ['D09', '本人知晓本产品的参与费、管理费、托管费、业绩报酬等各项费用及其计算方式。'],
  ['D10', '本人知晓本产品的封闭期、开放日及退出安排，知晓本产品存在流动性风险。'],
  ['D11', '本人知晓本产品设有不少于二十四小时的投资冷静期，冷静期内本人可以解除合同并获全额退款。'],
  ['D12', '本人知晓冷静期满后销售机构将进行回访，回访成功前本人仍可解除合同。'],
  ['D13', '本人提供的身份信息、资产证明等材料真实、准确、完整，如有变更将及时告知。'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

export const DECLARATION_CODES: readonly string[] = DECLARATION_ITEMS.map(([code]) => code);
