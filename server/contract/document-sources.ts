import { FUND_RISK } from '@/shared/enums/risk';

import { Decimal } from '../core/money';
import { INVESTMENT_HORIZON, type FundSpec } from '../fund/types';
import { DECLARATION_ITEMS } from './declaration';

/**
 * The texts of a private product's electronic contract and risk disclosure, in the source format of
 * core/pdf/layout.ts (# title, > meta line, ## heading, paragraphs; "1." and "□" items hang). Built
 * from the product's terms in the database, so the same terms give the same PDF and the same hash.
 */
export const yuan = (amount: string) => `${new Decimal(amount).toString()}元`;
export const percent = (rate: string) => `${new Decimal(rate).times('100').toString()}%`;

export function contractTitle(spec: FundSpec): string {
  return spec.documents.contract?.fileName.replace(/\.pdf$/i, '') ?? `${spec.name}资产管理合同`;
}

export function disclosureTitle(spec: FundSpec): string {
  return spec.documents.riskDisclosure?.fileName.replace(/\.pdf$/i, '') ?? `${spec.name}风险揭示书`;
}

export function contractSource(spec: FundSpec): string {
  const { limits, fees } = spec;
  const firstTier = fees.purchase.tiers[0];
  const purchaseFee = 'rate' in firstTier ? percent(firstTier.rate) : `每笔${yuan(firstTier.fixed)}`;
  return [
    `# ${contractTitle(spec)}`,
    `> 合同编号 ${spec.documents.contract?.noticeCode ?? ''} · 管理人 国证资产管理有限公司`,
    '## 前言',
    `为规范${spec.name}（以下简称“本计划”）的运作，明确委托人、管理人和托管人的权利义务，依照《中华人民共和国证券投资基金法》《证券期货经营机构私募资产管理业务管理办法》等法律法规，订立本合同。`,
    '委托人保证其为符合规定的合格投资者，保证参与资金来源合法，并已充分理解本合同全部条款及本计划的风险。',
    '## 一、本计划的基本情况',
    `1. 名称：${spec.name}；代码：${spec.code}。`,
    `2. 类别：${spec.category}；风险等级：${spec.risk}（${FUND_RISK[spec.risk]}）。`,
    `3. 建议持有期限：${spec.horizon ? INVESTMENT_HORIZON[spec.horizon] : '以管理人公告为准'}。`,
    `4. 首次参与最低金额：${yuan(limits.minFirst)}；追加参与最低金额：${yuan(limits.minAdditional)}。`,
    '## 二、参与、冷静期与回访',
    `1. 委托人通过管理人网上直销平台签署本合同并交付参与资金，参与费率为${purchaseFee}（按网上直销费率收取）。`,
    '2. 本计划设置投资冷静期，自本合同签署完毕且委托人交付参与资金后起算，不少于二十四小时。冷静期内委托人可以解除本合同，管理人全额退还参与资金，不收取任何费用。',
    '3. 冷静期满后，管理人以网上问卷方式对委托人进行回访。回访成功前委托人仍可解除本合同；委托人对回访关键问题作出否定回答的，视为解除本合同。',
    '4. 回访成功后，委托人的参与申请方为有效，由管理人按本合同约定进行确认。',
    '## 三、当事人的权利和义务',
    '1. 委托人享有分享本计划财产收益、参与分配清算后剩余财产、按约定退出本计划、查询本计划信息等权利。',
    '2. 管理人应当恪尽职守，履行诚实信用、谨慎勤勉的义务，按照合同约定管理本计划财产，不得承诺本金不受损失或者承诺最低收益。',
    '3. 托管人应当安全保管本计划财产，按照合同约定复核、审查管理人计算的计划资产净值。',
    '## 四、费用与税收',
    `1. 参与费：${purchaseFee}。退出费按持有期限计算：${fees.redemption.map((step) => `持有${step.fromDays}日以上${percent(step.rate)}`).join('，')}。`,
    '2. 管理费、托管费按前一日计划资产净值计提，逐日累计，按季支付。',
    '## 五、风险揭示',
    '本计划不保证本金不受损失，也不保证最低收益。委托人应当认真阅读本计划的风险揭示书，自行承担投资风险。',
    '## 六、合同的成立与生效',
    '本合同以电子签名方式签署。委托人通过网上直销平台完成电子签名，并经管理人确认后，本合同成立；委托人交付参与资金并经冷静期及回访确认后生效。',
    '委托人签署时所阅读的合同文本、阅读时长、声明及签名记录由管理人保存，委托人可随时在“我的签署记录”中查阅与下载。',
    '## 七、争议解决',
    '因本合同产生或与本合同有关的争议，各方应友好协商解决；协商不成的，任何一方均可向管理人住所地有管辖权的人民法院提起诉讼。',
  ].join('\n');
}

export function disclosureSource(spec: FundSpec): string {
  return [
    `# ${disclosureTitle(spec)}`,
    `> 文件编号 ${spec.documents.riskDisclosure?.noticeCode ?? ''} · 风险等级 ${spec.risk}（${FUND_RISK[spec.risk]}）`,
    '## 尊敬的投资者：',
    `${spec.name}属于私募资产管理产品，仅面向合格投资者。投资有风险，在参与本计划前，请您仔细阅读本风险揭示书，审慎作出投资决定。`,
    '## 一、特殊风险揭示',
    '1. 备案风险：本计划成立后须报中国证券投资基金业协会备案。备案不表明协会对本计划的投资价值、收益或风险作出判断或保证；未能备案的，本计划不得开展投资运作，管理人将按合同约定退还参与资金。',
    '2. 托管风险：本计划财产由托管人保管。托管人仅依合同约定保管计划财产、复核净值，不对本计划的投资收益作出保证，也不承担本计划的投资风险。',
    '3. 委托募集风险：管理人可以委托具有基金销售业务资格的机构募集本计划；受托机构的募集行为不当，可能影响委托人的权益。',
    '4. 外包服务风险：管理人可以委托服务机构办理份额登记、估值核算、信息技术系统等外包服务；服务机构未能尽职履约的，可能给本计划造成损失。',
    '5. 投资顾问风险：本计划聘请投资顾问的，投资顾问的建议可能与市场走势不符，管理人仍承担投资决策责任。',
    '## 二、一般风险揭示',
    '1. 本金损失风险：本计划不保证本金不受损失，也不保证最低收益，您可能损失部分乃至全部投资本金。',
    '2. 市场风险：证券市场价格受经济、政治、政策等因素影响而波动，可能导致本计划资产损失。',
    '3. 管理风险：管理人的判断和操作可能出现偏差，影响本计划收益水平。',
    '4. 流动性风险：本计划设有封闭期，仅在开放日办理退出；封闭期内您不能退出本计划，开放日发生巨额退出时您的退出可能延期办理。',
    '5. 信用风险：本计划投资的债券等金融工具的发行人或交易对手可能违约，导致本计划资产损失。',
    '6. 募集失败风险：募集期结束未满足成立条件的，本计划不能成立，管理人以固有财产承担募集费用，并在募集期结束后三十日内退还已缴参与资金及同期银行活期存款利息。',
    '7. 税收风险：国家税收政策可能调整，本计划及委托人因此承担的税负可能增加，影响实际收益。',
    '8. 操作风险：管理人、托管人、服务机构的业务操作可能出现差错或违规，给本计划造成损失。',
    '9. 技术风险：网上交易及各方的信息系统可能因故障、网络中断、黑客攻击等原因延迟或失败。',
    '## 三、合同重要条款确认',
    '请您逐项阅读并确认资产管理合同的下列条款：',
    `1. 产品风险等级：${spec.risk}（${FUND_RISK[spec.risk]}），您的风险承受能力应当与之匹配。`,
    `2. 参与与退出：首次参与最低${yuan(spec.limits.minFirst)}；封闭期内不能退出，开放日按合同约定办理退出并收取退出费。`,
    '3. 费用：参与费、退出费、管理费、托管费及业绩报酬（如有）的计算与支付方式以合同“费用与税收”条款为准。',
    '4. 投资冷静期与回访：签署合同并交付参与资金后享有不少于二十四小时的冷静期，冷静期满后管理人进行回访。',
    '5. 争议解决：因合同产生的争议，各方应友好协商解决；协商不成的，任何一方均可向管理人住所地有管辖权的人民法院提起诉讼。',
    '## 四、冷静期与回访',
    '您签署合同并交付参与资金后，享有不少于二十四小时的投资冷静期。冷静期内您可以解除合同，管理人全额退还参与资金。冷静期满后管理人将对您进行回访，回访成功前您仍可解除合同。',
    '## 五、投资者声明',
    ...DECLARATION_ITEMS.map(([, text]) => `□ ${text}`),
  ].join('\n');
}
