import { FUND_RISK } from '@/shared/enums/risk';
import { dashed } from '@/shared/time';

import { percent, yuan } from '../../contract/document-sources';
import { INVESTMENT_HORIZON, type FundCategory, type FundSpec, type PurchaseFeeTable } from '../types';
import { MANAGER, type DocumentEntry } from './catalogue';

/**
 * The texts of a fund's public documents in the source format of core/pdf/layout.ts (# title, > meta line,
 * ## heading, paragraphs), built from its terms: the same terms give the same PDF.
 */
const SCOPE: Record<FundCategory, string> = {
  货币型: '现金、期限在一年以内（含一年）的银行存款、债券回购、中央银行票据、同业存单等货币市场工具',
  债券型: '国债、金融债、企业债、公司债、中期票据等债券资产，投资于债券资产的比例不低于基金资产的80%',
  混合型: '股票、债券、货币市场工具等，股票资产占基金资产的比例为0%—95%',
  股票型: '股票资产，投资于股票资产的比例不低于基金资产的80%',
  指数型: '标的指数成份股及备选成份股，投资于其的比例不低于基金资产净值的90%',
  QDII: '境外证券市场的股票、债券及公募基金等，以及境内货币市场工具',
  FOF: '经中国证监会依法核准或注册的公开募集证券投资基金，投资于其的比例不低于基金资产的80%',
  集合资产管理计划: '资产管理合同约定的投资范围',
  单一资产管理计划: '资产管理合同约定的投资范围',
};

const when = (spec: FundSpec) => (spec.inception ? dashed(spec.inception) : '尚未生效');

function purchaseLines(noun: string, table: PurchaseFeeTable): string[] {
  return table.tiers.map((tier, i) => {
    const next = table.tiers[i + 1];
    const range = next ? `${yuan(tier.from)}（含）至${yuan(next.from)}` : `${yuan(tier.from)}（含）以上`;
    return `${i + 1}. ${noun}金额${range}：${'fixed' in tier ? `每笔${yuan(tier.fixed)}` : percent(tier.rate)}。`;
  });
}

const redemptionLines = (spec: FundSpec) =>
  spec.fees.redemption.map(
    (step, i) => `${i + 1}. 持有${step.fromDays}日（含）以上：${percent(step.rate)}。`,
  );

const facts = (spec: FundSpec) => [
  `1. 基金名称：${spec.name}；基金代码：${spec.code}。`,
  `2. 基金类型：${spec.category}；运作方式：契约型开放式。`,
  `3. 风险等级：${spec.risk}（${FUND_RISK[spec.risk]}）；建议持有期限：${spec.horizon ? INVESTMENT_HORIZON[spec.horizon] : '以管理人公告为准'}。`,
  `4. 基金管理人：${MANAGER}；基金合同生效日：${when(spec)}。`,
];

const trading = (spec: FundSpec) => [
  `1. 首次申购最低金额${yuan(spec.limits.minFirst)}，追加申购最低金额${yuan(spec.limits.minAdditional)}${spec.limits.maxPerDay ? `，单日单个投资者累计申购上限${yuan(spec.limits.maxPerDay)}` : ''}。`,
  `2. 投资者在开放日15:00前提交的申购、赎回申请，以当日为T日，登记机构在T+${spec.confirmDays}个交易日内确认；赎回款项于T+${spec.payoutDays}个交易日内划出。`,
  `3. 单笔赎回不得少于${spec.limits.minRedeemShares}份；赎回后剩余份额少于${spec.limits.minHoldShares}份的，应当一次全部赎回。`,
];

const RISK_TEXT =
  '基金管理人依照恪尽职守、诚实信用、谨慎勤勉的原则管理和运用基金财产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩及其净值高低并不预示其未来业绩表现。投资者应当认真阅读基金合同、招募说明书等法律文件，了解基金的风险收益特征，自行承担投资风险。';

function contract(spec: FundSpec, item: DocumentEntry): string[] {
  return [
    `# ${item.title}`,
    `> 文件编号 ${item.noticeCode} · 基金管理人 ${MANAGER}`,
    '## 前言',
    `为保护基金投资者合法权益，明确基金合同当事人的权利义务，规范${spec.name}（以下简称“本基金”）的运作，依照《中华人民共和国证券投资基金法》《公开募集证券投资基金运作管理办法》等法律法规，订立本基金合同。`,
    '## 一、基金的基本情况',
    ...facts(spec),
    `5. 投资范围：${SCOPE[spec.category]}。`,
    '## 二、基金份额的申购与赎回',
    ...trading(spec),
    '## 三、基金费用',
    ...purchaseLines('申购', spec.fees.purchase),
    '赎回费按持有期限递减：',
    ...redemptionLines(spec),
    '## 四、基金的收益与分配',
    '本基金每一基金份额享有同等分配权。收益分配方式分为现金分红与红利再投资，投资者可选择变更；未选择的，默认为现金分红。',
    '## 五、风险揭示',
    RISK_TEXT,
    '## 六、争议的处理',
    '因本基金合同产生或与之相关的争议，各方当事人应通过协商解决；协商不成的，任何一方均可向基金管理人住所地有管辖权的人民法院提起诉讼。',
  ];
}

function prospectus(spec: FundSpec, item: DocumentEntry): string[] {
  return [
    `# ${item.title}`,
    `> 文件编号 ${item.noticeCode} · 基金管理人 ${MANAGER}`,
    '## 重要提示',
    `本基金经中国证监会注册。中国证监会对本基金的注册，并不表明其对本基金的投资价值、市场前景和收益作出实质性判断或保证，也不表明投资于本基金没有风险。`,
    '## 一、基金的基本情况',
    ...facts(spec),
    '## 二、基金的投资',
    `投资范围：${SCOPE[spec.category]}。`,
    '## 三、申购与赎回',
    ...trading(spec),
    '## 四、基金的费用',
    ...purchaseLines('申购', spec.fees.purchase),
    ...(spec.fees.subscription ? ['认购费率：', ...purchaseLines('认购', spec.fees.subscription)] : []),
    '赎回费率：',
    ...redemptionLines(spec),
    '## 五、风险揭示',
    RISK_TEXT,
  ];
}

function summary(spec: FundSpec, item: DocumentEntry): string[] {
  return [
    `# ${item.title}`,
    `> 文件编号 ${item.noticeCode} · 基金管理人 ${MANAGER}`,
    '本概要提供本基金的重要信息，是招募说明书的一部分。作出投资决定前，请阅读完整的招募说明书等销售文件。',
    '## 一、产品概况',
    ...facts(spec),
    '## 二、申购费率（前端收费）',
    ...purchaseLines('申购', spec.fees.purchase),
    '## 三、赎回费率',
    ...redemptionLines(spec),
    '## 四、风险揭示',
    RISK_TEXT,
  ];
}

function announcement(spec: FundSpec, item: DocumentEntry): string[] {
  const event = item.event;
  const body: Record<NonNullable<DocumentEntry['event']>['kind'], () => string> = {
    raise: () =>
      `${spec.name}自${dashed(spec.raise?.from ?? '')}起至${dashed(spec.raise?.to ?? '')}止通过${MANAGER}网上直销平台公开发售。投资者可在募集期内办理认购，具体规则以发售公告及招募说明书为准。`,
    inception: () => `${spec.name}已于${when(spec)}成立，合同自该日起生效，基金份额初始净值为1.0000元。`,
    dividend: () =>
      `${spec.name}以${dashed(event?.date ?? '')}为除息日进行收益分配，每份基金份额派发${event?.perShare ?? ''}元。选择红利再投资的投资者，红利按除息日的基金份额净值转为基金份额。`,
    termination: () =>
      `${spec.name}的最后运作日为${dashed(spec.lastNavDate ?? '')}，自次日起进入财产清算程序，清算结果将另行公告。`,
  };
  return [
    `# ${item.title}`,
    `> 公告编号 ${item.noticeCode} · 发布日期 ${item.publishDate ? dashed(item.publishDate) : ''}`,
    event ? body[event.kind]() : '',
    `本公告的解释权归${MANAGER}。投资有风险，敬请投资者认真阅读基金合同、招募说明书等法律文件。`,
  ];
}

const SOURCES = { contract, prospectus, summary, announcement } as const;

/** The text of a public document (a private plan's contract and disclosure come from server/contract). */
export function documentSource(spec: FundSpec, item: DocumentEntry): string | null {
  if (item.kind === 'riskDisclosure') return null;
  return SOURCES[item.kind](spec, item).join('\n');
}
