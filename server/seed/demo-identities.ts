/**
 * The demo identities: the one list the seed writes, the tests log in with, the start banner prints and
 * README.md's "Demo accounts" table shows (tests/server/demo-identities.test.ts keeps the table honest).
 * ID numbers carry valid GB 11643 check digits. Pure data: browser-side tests import it too.
 */
export const DEMO_PASSWORD = 'Abc12345';
export const DEMO_TRADE_PASSWORD = '147258';
/** The consignment channel's hand-over token for 赵六 (reusable, demo only). */
export const DEMO_REGISTERED_TOKEN = 'REG-DEMO-ZHAOLIU';

export interface DemoIdentity {
  kind: '0' | '1' | '3';
  userType: 'Registered' | 'Direct';
  name: string;
  idType: string;
  idNo: string;
  phone: string;
  fundAccount: string;
  tradeAccounts: string[];
  mustChangePassword?: boolean;
  onlineEntrustment?: boolean;
  crmId: string | null;
  risk: string;
  /** Days from the first start to the risk test's end date (negative: expired). */
  riskDays: number;
  riskLowest?: boolean;
  certifiedDays?: number;
  varieties: string;
  limit: string;
  agent?: { name: string; idNo: string };
  /** What a demo with this identity shows (README's "shows" column). */
  shows: string;
}

const VARIETIES: Record<string, string> = {
  C1: '低风险产品',
  C2: '低风险、中低风险产品',
  C3: '低风险、中低风险、中风险产品',
  C4: '低风险、中低风险、中风险、中高风险产品',
  C5: '全部风险等级产品',
};

const person = (
  n: number,
  name: string,
  idNo: string,
  risk: string,
  shows: string,
  extra: Partial<DemoIdentity> = {},
): DemoIdentity => ({
  kind: '1',
  userType: 'Direct',
  name,
  idType: '0',
  idNo,
  phone: `1380000000${n}`,
  fundAccount: `88000000010${n}`,
  tradeAccounts: [`99000000010${n}`],
  crmId: `CRM000000${n}`,
  risk,
  riskDays: 365,
  varieties: VARIETIES[risk],
  limit: risk === 'C1' ? '1年以内' : '1-5年',
  shows,
  ...extra,
});

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
    'natural person, direct sales, risk C3 valid; a new browser needs the SMS step',
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
    { kind: '3', userType: 'Registered', tradeAccounts: [], crmId: null },
  ),
  qianQi: person(5, '钱七', '320102197001011233', 'C1', 'risk C1 with the lowest-category flag', {
    riskLowest: true,
  }),
  sunBa: person(6, '孙八', '510104199510205543', 'C3', 'risk test expired (30 days before the first start)', {
    riskDays: -30,
  }),
  zhouJiu: person(7, '周九', '110105196012151034', 'C5', 'professional and qualified investor (kind 74)', {
    certifiedDays: 365,
    limit: '5年以上',
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
    limit: '1-5年',
    agent: ORG_AGENT,
    shows: `organisation (USCC ${ORG_USCC}), agent ${ORG_AGENT.name} ${ORG_AGENT.idNo}, phone ${ORG_PHONE}`,
  },
} satisfies Record<string, DemoIdentity>;

export const DEMO_IDENTITIES: readonly DemoIdentity[] = Object.values(DEMO);

/** The adviser of the gateway hand-over, serving 张三. */
export const DEMO_ADVISER = { code: 'GW0001', name: '吴晓峰', clientIdNo: DEMO.zhangSan.idNo };

/** How the identity logs in (README's "logs in with" column). */
export function loginIds(identity: DemoIdentity): string {
  return identity.kind === '0'
    ? `fund account ${identity.fundAccount} (type 1) or trade account ${identity.tradeAccounts[0]} (type 0)`
    : `${identity.idNo} or ${identity.phone}`;
}
