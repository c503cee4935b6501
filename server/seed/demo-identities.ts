import type { AccountKind, UserType } from '@/api/auth/contract';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';

/**
 * The demo identities: the one list the seed writes, the tests log in with, the start banner prints and
 * README.md's "Demo accounts" table shows (tests/server/demo-identities.test.ts keeps the table honest).
 * ID numbers carry valid GB 11643 check digits. Pure data: browser-side tests import it too. Beside
 * today's identities, one investor per branch of the purchase check (郑一 … 尤七).
 */
import { INVESTMENT_HORIZON } from '../fund/types';

export const DEMO_PASSWORD = 'Abc12345';
export const DEMO_TRADE_PASSWORD = '147258';
/** The consignment channel's hand-over token for 赵六 (reusable, demo only). */
export const DEMO_REGISTERED_TOKEN = 'REG-DEMO-ZHAOLIU';
/** 何十's hand-over token: a Registered user who has not set a login password yet. */
export const DEMO_NO_PASSWORD_TOKEN = 'REG-DEMO-HESHI';

export interface DemoIdentity {
  kind: Exclude<AccountKind, '2'>;
  userType: UserType;
  name: string;
  idType: string;
  idNo: string;
  phone: string;
  fundAccount: string;
  tradeAccounts: string[];
  mustChangePassword?: boolean;
  /** No login password yet (a Registered user who came through the consignment channel). */
  noLoginPassword?: boolean;
  /** The consignment channel's hand-over token (login.html?registeredToken=…). */
  handoverToken?: string;
  onlineEntrustment?: boolean;
  crmId: string | null;
  /** Risk tolerance C1–C5; null: never took the risk test. */
  risk: string | null;
  /** Days from the first start to the risk test's end date (negative: expired). */
  riskDays: number;
  riskLowest?: boolean;
  /** Professional and qualified investor until this many days after the first start. */
  certifiedDays?: number;
  /** The ID card ends this many days after the first start (else 20400101, or 长期 for one born before 1976). */
  idDays?: number;
  /** Qualified investor only (not professional); negative: the qualification has expired. */
  qualifiedDays?: number;
  blacklisted?: boolean;
  /** The risk categories the investor accepts, as the user page words them. */
  varieties: string;
  /** The planned investment horizon (code) and its words. */
  horizon: InvestmentHorizon;
  limit: string;
  /** The kinds of product the investor intends to invest in (INVESTMENT_VARIETY codes). */
  varietyCodes: InvestmentVariety[];
  agent?: { name: string; idNo: string };
  /** The trade accounts were opened through a consignment channel (代销): the /crm/ asset views show them. */
  consignment?: boolean;
  /** The e-mail on file, where statements and asset certificates go. */
  email?: string;
  /** What a demo with this identity shows (README's "shows" column). */
  shows: string;
}

const VARIETIES: Record<string, string> = {
  '': '',
  C1: '低风险产品',
  C2: '低风险、中低风险产品',
  C3: '低风险、中低风险、中风险产品',
  C4: '低风险、中低风险、中风险、中高风险产品',
  C5: '全部风险等级产品',
};

/** Fixed income and equity for most; C1 and C2 fixed income only; C5 adds derivatives and complex products. */
const varietyCodesOf = (risk: string | null): InvestmentVariety[] =>
  risk === 'C1' || risk === 'C2' ? ['1'] : risk === 'C5' ? ['1', '2', '3', '4'] : ['1', '2'];

const person = (
  n: number,
  name: string,
  idNo: string,
  risk: string | null,
  shows: string,
  extra: Partial<DemoIdentity> = {},
): DemoIdentity => {
  const horizon = extra.horizon ?? (risk === 'C1' ? '1' : '2');
  const number = String(n).padStart(2, '0');
  return {
    kind: '1',
    userType: 'Direct',
    name,
    idType: '0',
    idNo,
    phone: `138000000${number}`,
    fundAccount: `8800000001${number}`,
    tradeAccounts: [`9900000001${number}`],
    crmId: `CRM00000${number}`,
    risk,
    riskDays: 365,
    varieties: VARIETIES[risk ?? ''],
    horizon,
    limit: INVESTMENT_HORIZON[horizon],
    varietyCodes: varietyCodesOf(risk),
    shows,
    ...extra,
  };
};

const ORG_AGENT = { name: '陈十', idNo: '440305198008082116' };
const ORG_USCC = '91440300MA5F8K2Q3U';
const ORG_PHONE = '13800000008';

/** Tests name the identities by these keys (DEMO.zhangSan.phone); README lists them in this order. */
export const DEMO = {
  zhangSan: person(
    1,
    '张三',
    '110101199003074514',
    'C3',
    'natural person, direct sales, risk C3 valid; a new browser needs the SMS step; assets: two years of history, dividends, a subscription in transit, e-mail on file; 30 000 of 970003 现金添利货币 for 快速取现 (T+0, 1万元 a day)',
    { email: 'zhangsan@example.com' },
  ),
  liSi: person(
    2,
    '李四',
    '440304198506123017',
    'C4',
    'must change password (`requiredChangePassword`, then 401001)',
    { mustChangePassword: true },
  ),
  wangWu: person(3, '王五', '310115197803052037', 'C2', 'no online entrustment: 403001', {
    onlineEntrustment: false,
  }),
  zhaoLiu: person(
    4,
    '赵六',
    '110101198811116626',
    'C3',
    `Registered user, consignment account, no crmId; hand-over token \`${DEMO_REGISTERED_TOKEN}\``,
    {
      kind: '3',
      userType: 'Registered',
      tradeAccounts: [],
      crmId: null,
      handoverToken: DEMO_REGISTERED_TOKEN,
    },
  ),
  qianQi: person(5, '钱七', '320102197001011233', 'C1', 'risk C1 with the lowest-category flag', {
    riskLowest: true,
  }),
  sunBa: person(6, '孙八', '510104199510205543', 'C3', 'risk test expired (30 days before the first start)', {
    riskDays: -30,
  }),
  zhouJiu: person(7, '周九', '110105196012151034', 'C5', 'professional and qualified investor (kind 75)', {
    certifiedDays: 334,
    horizon: '3',
    limit: INVESTMENT_HORIZON['3'],
  }),
  org: {
    kind: '0',
    userType: 'Direct',
    name: '国证示范投资有限公司',
    idType: 'I',
    idNo: ORG_USCC,
    phone: ORG_PHONE,
    fundAccount: '880000000001',
    tradeAccounts: ['990000000001'],
    crmId: 'CRM0000008',
    risk: 'C4',
    riskDays: 365,
    varieties: VARIETIES.C4,
    horizon: '2',
    limit: INVESTMENT_HORIZON['2'],
    varietyCodes: ['1', '2', '4'],
    agent: ORG_AGENT,
    shows: `organisation (USCC ${ORG_USCC}), agent ${ORG_AGENT.name} ${ORG_AGENT.idNo}, phone ${ORG_PHONE}`,
  },
  zhengYi: person(
    9,
    '郑一',
    '11010519880312201X',
    'C4',
    'qualified investor whose qualification expired 10 days before the first start: a private product gives 400012',
    // 13800000009 is the consignment investor's (issue 16), as the issue names it.
    { qualifiedDays: -10, phone: '13800000019' },
  ),
  fengEr: person(
    10,
    '冯二',
    '310104199207153026',
    'C5',
    'risk C5 valid, not a qualified investor: a private product gives 400011',
  ),
  hanSan: person(
    11,
    '韩三',
    '440305198505204014',
    'C3',
    'risk C3 valid, no fund trade account: buying gives 400016',
    { tradeAccounts: [] },
  ),
  yangSi: person(
    12,
    '杨四',
    '320106197908081235',
    'C3',
    'risk C3 valid, on the blacklist: every order check gives 402016',
    { blacklisted: true },
  ),
  zhuWu: person(
    13,
    '朱五',
    '510107199302283140',
    'C4',
    'risk C4, horizon 1年以内: a 1-5年 fund is a horizon mismatch (investmentTimeMatch 0)',
    { horizon: '1', limit: INVESTMENT_HORIZON['1'] },
  ),
  qinLiu: person(
    14,
    '秦六',
    '330106198706112722',
    'C4',
    'risk C4, fixed income only: an equity fund is a varieties mismatch (investmentVarietiesMatch 0); the ID card ends 20 days after the first start: the hall warns (到期提醒, 更新证件)',
    { varietyCodes: ['1'], idDays: 20 },
  ),
  youQi: person(15, '尤七', '110108199109093515', null, 'never took the risk test: buying gives 400013'),
  lvBa: person(
    16,
    '吕八',
    '440106198404162535',
    'C3',
    'qualified investor (not professional), risk C3: an R4 private plan is not for sale to them (statusCode 3)',
    { qualifiedDays: 334 },
  ),
  xuJiu: person(
    20,
    '许九',
    '110102198702143517',
    'C3',
    'Registered user with a crmId, consignment account: consignment holdings and dividends, e-mail on file (statements by e-mail)',
    { userType: 'Registered', consignment: true, email: 'xujiu@example.com', phone: '13800000009' },
  ),
  heShi: person(
    21,
    '何十',
    '110108199305212630',
    'C3',
    `Registered user with a crmId and no login password yet: the hand-over \`login.html?registeredToken=${DEMO_NO_PASSWORD_TOKEN}\` asks for one (SMS to the bound phone)`,
    {
      kind: '3',
      userType: 'Registered',
      crmId: 'CRM0000021',
      noLoginPassword: true,
      handoverToken: DEMO_NO_PASSWORD_TOKEN,
    },
  ),
  weiEr: person(
    22,
    '卫二',
    'E98765432',
    'C3',
    'natural person whose document on file is a Chinese passport (idType 1): the password reset goes through 使用其他证件验证',
    { idType: '1' },
  ),
  yanYi: person(
    23,
    '严一',
    '110105195806183017',
    'C3',
    'born 1958, risk C3: 65 or older and no purchase yet, every purchase first shows the 特别风险提示 to acknowledge',
  ),
} satisfies Record<string, DemoIdentity>;

export const DEMO_IDENTITIES: readonly DemoIdentity[] = Object.values(DEMO);

/** The adviser of the gateway hand-over, serving 张三. */
export const DEMO_ADVISER = { code: 'GW0001', name: '吴晓峰', clientIdNo: DEMO.zhangSan.idNo };

/** @internal How the identity logs in (README's "logs in with" column). */
export function loginIds(identity: DemoIdentity): string {
  return identity.kind === '0'
    ? `fund account ${identity.fundAccount} (type 1) or trade account ${identity.tradeAccounts[0]} (type 0)`
    : `${identity.idNo} or ${identity.phone}`;
}
