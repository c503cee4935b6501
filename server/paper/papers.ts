import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';

/**
 * The risk questionnaires, after the industry template (中国证券业协会《普通投资者风险承受能力评估问卷》 and
 * 《证券经营机构投资者适当性管理实施指引（试行）》): twelve questions whose best answers add up to 100. The
 * horizon and varieties the suitability check compares are answers of their own (q9, q12). Changing a
 * paper's questions or scores means a new paperId: answers on record keep the version they were given.
 */
export interface PaperOption {
  id: string;
  text: string;
  score: number;
  /** 不能承受任何损失: the lowest category (实施指引 art. 20(2)), whatever the score. */
  lowest?: true;
  horizon?: InvestmentHorizon;
  variety?: InvestmentVariety;
}

export interface PaperQuestionSpec {
  id: string;
  title: string;
  type: 'single' | 'multiple';
  hint?: string;
  options: PaperOption[];
}

export interface PaperSpec {
  paperId: string;
  title: string;
  intro: string;
  questions: PaperQuestionSpec[];
}

type OptionRow = [text: string, score: number, extra?: Partial<PaperOption>];

const options = (...rows: OptionRow[]): PaperOption[] =>
  rows.map(([text, score, extra], index) => ({ id: 'ABCDEF'[index], text, score, ...extra }));

/** A single-choice question, its options lettered A, B, C… in order. */
const single = (id: string, title: string, ...rows: OptionRow[]): PaperQuestionSpec => ({
  id,
  title,
  type: 'single',
  options: options(...rows),
});

/** q4–q12: the same for people and organisations ({who}: 您 or 贵机构). */
const COMMON: PaperQuestionSpec[] = [
  single(
    'q4',
    '{who}可用于投资的金融资产（存款、理财、基金、股票等）有多少？',
    ['10万元以下', 0],
    ['10万—50万元', 3],
    ['50万—300万元', 6],
    ['300万—1000万元', 8],
    ['1000万元以上', 10],
  ),
  single(
    'q5',
    '{who}的债务（房贷、车贷、借款等）占总资产的比例是？',
    ['50%以上', 0],
    ['20%—50%', 2],
    ['20%以下', 4],
    ['没有债务', 6],
  ),
  single(
    'q6',
    '{who}投资基金、股票、债券等金融产品有多少年的经验？',
    ['没有经验', 0],
    ['不到2年', 3],
    ['2—5年', 6],
    ['5—10年', 8],
    ['10年以上', 10],
  ),
  single(
    'q7',
    '{who}投资过的风险最高的金融产品是？',
    ['银行存款、国债', 0],
    ['货币市场基金、债券基金、银行理财', 3],
    ['股票、混合型基金、股票型基金', 6],
    ['期货、期权、融资融券、结构化产品', 10],
  ),
  single(
    'q8',
    '{who}投资的主要目标是？',
    ['保住本金，获得稳定的收益', 0],
    ['获得略高于存款利息的收益，可承受小幅波动', 4],
    ['追求较高收益，可承受一定的波动', 7],
    ['追求高收益，可承受大幅波动', 10],
  ),
  single(
    'q9',
    '{who}计划的投资期限是多久？',
    ['1年以内', 2, { horizon: '1' }],
    ['1—5年', 5, { horizon: '2' }],
    ['5年以上', 8, { horizon: '3' }],
  ),
  single(
    'q10',
    '{who}能够承受的最大投资损失是多少？',
    ['不能承受任何本金损失', 0, { lowest: true }],
    ['本金的10%以内', 4],
    ['本金的10%—30%', 7],
    ['本金的30%以上', 10],
  ),
  single(
    'q11',
    '如果{who}的投资在短期内下跌了20%，{who}会怎么做？',
    ['立即全部卖出', 1],
    ['卖出一部分', 3],
    ['继续持有，等待回升', 5],
    ['继续买入', 6],
  ),
  {
    id: 'q12',
    title: '{who}打算投资哪些种类的产品？',
    type: 'multiple',
    hint: '可多选',
    options: options(
      ['固定收益类（债券、货币市场基金、债券基金等）', 1, { variety: '1' }],
      ['权益类（股票、混合型基金、股票型基金等）', 2, { variety: '2' }],
      ['衍生品类（期货、融资融券等）', 3, { variety: '3' }],
      ['复杂或高风险金融产品（结构化产品、场外衍生品等）', 4, { variety: '4' }],
      ['其他产品或服务', 1, { variety: '5' }],
    ),
  },
];

const common = (who: string): PaperQuestionSpec[] =>
  COMMON.map((question) => ({ ...question, title: question.title.replaceAll('{who}', who) }));

export const PERSON_PAPER: PaperSpec = {
  paperId: 'RISK-PERSON-2026.1',
  title: '个人投资者风险承受能力评估问卷',
  intro:
    '本问卷用于评估您的风险承受能力，结果有效期两年。请根据您的真实情况作答，我们将据此向您推荐与您相匹配的产品。',
  questions: [
    single('q1', '您的年龄是？', ['18—30岁', 6], ['31—50岁', 8], ['51—60岁', 4], ['61岁及以上', 1]),
    single(
      'q2',
      '您的主要收入来源是？',
      ['无固定收入', 0],
      ['工资、劳务报酬', 4],
      ['生产经营所得', 6],
      ['利息、股息、租金等资产收益', 8],
    ),
    single(
      'q3',
      '您家庭最近三年平均每年的收入是？',
      ['5万元以下', 0],
      ['5万—20万元', 3],
      ['20万—50万元', 6],
      ['50万—100万元', 8],
      ['100万元以上', 10],
    ),
    ...common('您'),
  ],
};

export const ORGANISATION_PAPER: PaperSpec = {
  paperId: 'RISK-ORG-2026.1',
  title: '机构投资者风险承受能力评估问卷',
  intro: '本问卷用于评估贵机构的风险承受能力，结果有效期两年。请由经办人根据贵机构的真实情况作答。',
  questions: [
    single('q1', '贵机构成立了多少年？', ['不到1年', 1], ['1—3年', 4], ['3—10年', 6], ['10年以上', 8]),
    single('q2', '贵机构的主要收入来源是？', ['暂无稳定收入', 0], ['主营业务收入', 6], ['投资收益', 8]),
    single(
      'q3',
      '贵机构最近一年的营业收入是？',
      ['100万元以下', 0],
      ['100万—500万元', 3],
      ['500万—2000万元', 6],
      ['2000万—1亿元', 8],
      ['1亿元以上', 10],
    ),
    ...common('贵机构'),
  ],
};
