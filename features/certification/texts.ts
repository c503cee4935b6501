import type { CertificationKind, CertificationLevel, CertificationState } from '@/api/investor/contract';
import { HOTLINE } from '@/shared/config/constants';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import {
  INSTITUTION_NET_ASSETS,
  INVESTOR_STANDARD,
  standardRules,
} from '@/shared/validation/investor-standard';
import { MESSAGES } from '@/shared/validation/messages';

const PRO = INVESTOR_STANDARD.professional;

/**
 * What each level asks, in plain words: the standard from shared/validation/investor-standard.ts (the one
 * the back office's reviewer applies), and the two proofs an application carries (spec: assets or
 * investment proof, kinds 73–76).
 */
export const REQUIREMENTS: Record<
  CertificationLevel,
  {
    title: string;
    rules: string[];
    kinds: Array<{ kind: CertificationKind; label: string; hint: string }>;
  }
> = {
  qualified: {
    title: '合格投资者认证',
    rules: standardRules('qualified'),
    kinds: [
      {
        kind: '73',
        label: '资产证明',
        hint: '家庭金融资产证明（近一个月内的银行存款、证券或基金账户资产证明等），或近三年收入证明（个人所得税纳税记录等）',
      },
      {
        kind: '74',
        label: '投资经历证明',
        hint: '2年以上投资经历的证明，如证券、基金、期货账户的开户证明及交易记录',
      },
    ],
  },
  professional: {
    title: '专业投资者认证',
    rules: standardRules('professional'),
    kinds: [
      {
        kind: '75',
        label: '资产证明',
        hint: `金融资产证明（不低于${PRO.financialAssets}万元），或近三年收入证明（年均不低于${PRO.annualIncome}万元）`,
      },
      {
        kind: '76',
        label: '投资经历证明',
        hint: '2年以上投资经历的交易记录，或2年以上金融产品设计、投资、风险管理等工作经历证明',
      },
    ],
  },
};

export const STATE_WORDS: Record<CertificationState, string> = {
  checkPass: '已认证',
  checkFail: '审核未通过',
  checking: '审核中',
  checkExpired: '认证已过期',
  upload: '即将到期，请上传新的证明材料',
  empty: '未认证',
};

export const AUDIT_WORDS = { '0': '审核中', '1': '审核通过', '2': '审核未通过', '3': '审核未通过' } as const;

export const CERT_TEXT = {
  requirementsTitle: '认证条件',
  statusTitle: '认证状态',
  uploadTitle: '上传证明材料',
  bothNeeded: MESSAGES.proofsBothNeeded,
  pick: (label: string) => `选择${label}文件`,
  pickHint: '支持jpg、jpeg、png、bmp图片或pdf文件，每个不超过10M，两类合计最多5个',
  remove: '删除',
  submit: '提交认证材料',
  submitting: '正在提交…',
  submitted: USER_CENTRE_MESSAGES.certificationSubmitted,
  upload: '上传认证材料',
  reupload: '重新上传',
  appliedAt: '提交时间',
  audit: '审核结果',
  rejectReason: '未通过原因',
  endDate: '有效期至',
  noFiles: '请先选择证明材料',
  commitPrefix: '本人已阅读并签署',
  commitSuffix: '，承诺符合上述标准，所提供材料真实、准确、完整',
  commitFirst: (letter: string) => `请阅读并签署${letter}`,
  badType: MESSAGES.proofType,
  tooBig: MESSAGES.proofSize,
  tooMany: '证明材料最多上传5个',
  organisation: `机构投资者（最近1年末净资产不低于${INSTITUTION_NET_ASSETS}万元）办理合格投资者认证，请咨询您的财富顾问或致电客服（${HOTLINE}）`,
  loading: '正在加载…',
  record: '查看申请记录',
  recordFiles: '提交的材料',
  auditedAt: '审核时间',
  recordFailed: '申请记录加载失败',
} as const;
