import type { SurveyQuestion } from '@/api/survey/contract';
import { DAY, shanghaiYyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { insertSurvey, type SurveyRow } from '../survey/store';

const choice = (...texts: string[]) => texts.map((text, i) => ({ id: 'ABCDEFGH'[i], text }));
const q = (
  n: number,
  title: string,
  type: SurveyQuestion['type'],
  required: boolean,
  options: string[] = [],
) => ({
  id: `q${n}`,
  title,
  type,
  required,
  options: choice(...options),
});

const PURCHASE_QUESTIONS: SurveyQuestion[] = [
  q(1, '您是通过什么渠道了解到本产品的？', 'single', true, ['客户经理推荐', '官方网站', '亲友介绍', '其他']),
  q(2, '您购买基金时最看重哪些方面？', 'multiple', true, [
    '历史业绩',
    '基金经理',
    '风险等级',
    '费率',
    '公司品牌',
  ]),
  q(3, '您对本次购买流程的整体满意程度是？（0分最不满意，10分最满意）', 'score10', true),
  q(4, '您对风险揭示内容的清晰程度打几分？（1—5分）', 'score5', true),
  q(5, '您对我们的服务还有哪些意见或建议？', 'open', false),
];

const VISIT_QUESTIONS: SurveyQuestion[] = [
  q(1, '您是否本人办理了开户及交易业务？', 'single', true, ['是', '否']),
  q(2, '办理业务时，工作人员是否向您充分揭示了产品风险？', 'single', true, ['是', '否', '记不清']),
  q(3, '您对我们的服务态度打几分？（1—5分）', 'score5', true),
  q(4, '其他需要告诉我们的情况', 'open', false),
];

/**
 * The demo surveys: published ones of each kind (a purchase-triggered satisfaction survey, a person and an
 * organisation return visit, an investor-education survey for everyone), and three that are never offered
 * (waiting to publish, terminated, closed). No first-login or account-opening trigger is published: it
 * would pop up in every demo login.
 */
export function seedSurveys(ctx: Context, now: number): void {
  const published = now - DAY;
  const end = shanghaiYyyyMmDd(now + 180 * DAY);
  const rows: SurveyRow[] = [
    [
      'SV2026PURCHASE',
      '基金购买体验调查',
      '感谢您的购买！请花一分钟告诉我们您的体验，帮助我们改进服务。',
      'satisfaction',
      '1',
      'purchase',
      'person',
      PURCHASE_QUESTIONS,
    ],
    [
      'SV2026VISITP',
      '个人客户回访问卷',
      '为保障您的合法权益，请您如实填写以下回访问题。',
      'personVisit',
      '1',
      null,
      'person',
      VISIT_QUESTIONS,
    ],
    [
      'SV2026VISITO',
      '机构客户回访问卷',
      '为保障贵机构的合法权益，请经办人如实填写以下回访问题。',
      'organizationVisit',
      '1',
      null,
      'organization',
      VISIT_QUESTIONS,
    ],
    [
      'SV2026EDU',
      '投资者教育需求调查',
      '您希望了解哪些投资知识？您的选择将帮助我们安排投资者教育活动。',
      'other',
      '1',
      null,
      'all',
      [
        q(1, '您希望了解哪些投资知识？', 'multiple', true, [
          '基金基础知识',
          '风险管理',
          '养老投资',
          '防范非法金融活动',
        ]),
        q(2, '您更喜欢哪种学习方式？', 'single', false, ['文章', '视频', '线下讲座']),
      ],
    ],
    ['SV2026WAIT', '2027年度客户满意度调查', '尚未发布。', 'satisfaction', '0', null, 'all', VISIT_QUESTIONS],
    [
      'SV2025STOP',
      '赎回体验调查（已终止）',
      '该问卷已终止。',
      'satisfaction',
      '2',
      'redeem',
      'person',
      PURCHASE_QUESTIONS,
    ],
    [
      'SV2025DONE',
      '2025年度客户满意度调查',
      '该问卷已关闭。',
      'satisfaction',
      '3',
      null,
      'all',
      VISIT_QUESTIONS,
    ],
  ].map(([id, title, intro, kind, status, trigger, audience, questions]) => ({
    id: id as string,
    title: title as string,
    intro: intro as string,
    kind: kind as SurveyRow['kind'],
    status: status as SurveyRow['status'],
    trigger_event: trigger as SurveyRow['trigger_event'],
    audience: audience as SurveyRow['audience'],
    published_at: status === '0' ? now + 30 * DAY : published,
    end_date: end,
    questions: JSON.stringify(questions),
  }));
  for (const row of rows) insertSurvey(ctx, row);
}
