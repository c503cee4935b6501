/** The demo investors of issue 4 (README lists them). ID numbers carry valid GB 11643 check digits. */
export interface DemoAccount {
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
}

const VARIETIES: Record<string, string> = {
  C1: '低风险产品',
  C2: '低风险、中低风险产品',
  C3: '低风险、中低风险、中风险产品',
  C4: '低风险、中低风险、中风险、中高风险产品',
  C5: '全部风险等级产品',
};

const person = (
  name: string,
  idNo: string,
  n: number,
  risk: string,
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
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
  ...extra,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  person('张三', '110101199003074514', 1, 'C3'),
  person('李四', '440304198506123017', 2, 'C4', { mustChangePassword: true }),
  person('王五', '310115197803052037', 3, 'C2', { onlineEntrustment: false }),
  person('赵六', '110101198811116626', 4, 'C3', {
    kind: '3',
    userType: 'Registered',
    tradeAccounts: [],
    crmId: null,
  }),
  person('钱七', '320102197001011233', 5, 'C1', { riskLowest: true }),
  person('孙八', '510104199510205543', 6, 'C3', { riskDays: -30 }),
  person('周九', '110105196012151034', 7, 'C5', { certifiedDays: 365, limit: '5年以上' }),
  {
    kind: '0',
    userType: 'Direct',
    name: '国证示范投资有限公司',
    idType: 'I',
    idNo: '91440300MA5F8K2Q3U',
    phone: '13800000008',
    fundAccount: '880000000001',
    tradeAccounts: ['990000000001'],
    crmId: 'CRM0000008',
    risk: 'C4',
    riskDays: 365,
    varieties: VARIETIES.C4,
    limit: '1-5年',
    agent: { name: '陈十', idNo: '440305198008082116' },
  },
];

export const DEMO_PASSWORD = 'Abc12345';
export const DEMO_TRADE_PASSWORD = '147258';
/** The consignment channel's hand-over token for 赵六 (reusable, demo only). */
export const DEMO_REGISTERED_TOKEN = 'REG-DEMO-ZHAOLIU';
export const DEMO_ADVISER = { code: 'GW0001', name: '吴晓峰', clientIdNo: '110101199003074514' };
