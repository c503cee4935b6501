import type { CertificationLevel, CertificationState } from '@/api/investor/contract';
import { HOTLINE } from '@/shared/config/constants';

/** What each level asks, in plain words (私募投资基金监督管理暂行办法 art. 12; 适当性管理办法 art. 8). */
export const REQUIREMENTS: Record<
  CertificationLevel,
  {
    title: string;
    rules: string[];
    kinds: Array<{ kind: '73' | '74' | '75' | '76'; label: string; hint: string }>;
  }
> = {
  qualified: {
    title: '合格投资者认证',
    rules: [
      '金融资产不低于300万元（银行存款、股票、债券、基金份额、资产管理计划、银行理财、信托计划、保险产品等）；或者',
      '最近三年个人年均收入不低于50万元。',
    ],
    kinds: [
      { kind: '73', label: '资产证明', hint: '近一个月内的银行存款证明、证券或基金账户资产证明等' },
      { kind: '74', label: '收入证明', hint: '最近三年的个人所得税纳税记录、收入证明等' },
    ],
  },
  professional: {
    title: '专业投资者认证',
    rules: [
      '金融资产不低于500万元，或者最近三年个人年均收入不低于50万元；并且',
      '具有2年以上证券、基金、期货、黄金、外汇等投资经历，或者2年以上金融产品设计、投资、风险管理及相关工作经历。',
    ],
    kinds: [
      {
        kind: '75',
        label: '资产证明及投资经历证明',
        hint: '金融资产证明（不低于500万元），以及2年以上投资经历的交易记录',
      },
      {
        kind: '76',
        label: '收入证明及投资经历证明',
        hint: '最近三年收入证明（年均不低于50万元），以及2年以上投资经历的交易记录',
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
  kindLegend: '证明材料类型',
  pick: '选择文件',
  pickHint: '支持jpg、jpeg、png、bmp图片或pdf文件，每个不超过10M，最多5个',
  remove: '删除',
  submit: '提交认证材料',
  submitting: '正在提交…',
  submitted: '认证材料已提交，请等待审核',
  upload: '上传认证材料',
  reupload: '重新上传',
  appliedAt: '提交时间',
  audit: '审核结果',
  rejectReason: '未通过原因',
  endDate: '有效期至',
  noFiles: '请先选择证明材料',
  badType: '证明材料仅支持jpg、jpeg、png、bmp图片或pdf文件',
  tooBig: '每个证明材料不可超过10M',
  tooMany: '证明材料最多上传5个',
  organisation: `机构投资者办理合格投资者认证，请咨询您的财富顾问或致电客服（${HOTLINE}）`,
  loading: '正在加载…',
} as const;
