import type { ReceivingAccount } from '@/api/bank/contract';
import type { Outcome } from '@/api/core/outcome';
import type { FundSearchItem } from '@/api/fund/contract';
import type { RecognizeOutcome, RecognizeRequest } from '@/features/id-card';

/** Local stand-ins for the states the live back office cannot be asked for on demand. */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const FAKE_PORTRAIT: RecognizeOutcome = {
  ok: true,
  value: {
    type: '1',
    name: '张三',
    idNumber: '110101199003074514',
    birthday: '19900307',
    sex: '1',
    token: 'demo-portrait',
  },
};
export const FAKE_EMBLEM: RecognizeOutcome = {
  ok: true,
  value: { type: '0', validity: '20200101-99991231', label: '第二代身份证背面', token: 'demo-emblem' },
};

export function fakeRecognize(answers: { portrait?: RecognizeOutcome; emblem?: RecognizeOutcome }) {
  return async ({ side }: RecognizeRequest): Promise<RecognizeOutcome> =>
    side === '1' ? (answers.portrait ?? FAKE_PORTRAIT) : (answers.emblem ?? FAKE_EMBLEM);
}

export const fakeSearchFailed = async (): Promise<Outcome<FundSearchItem[]>> => ({
  ok: false,
  message: '服务暂时不可用，请稍后再试',
});

export const ONE_BANK: ReceivingAccount[] = [
  {
    bankName: '招商银行',
    name: '国证资产管理有限公司',
    station: '招商银行股份有限公司深圳分行营业部',
    account: '755921087710001',
  },
];

export const LONG_NAMED_BANKS: ReceivingAccount[] = [
  {
    bankName: '上海浦东发展银行深圳分行',
    name: '国证资产管理有限公司',
    station: '上海浦东发展银行股份有限公司深圳分行营业部',
    account: '79170078801300001234',
    payCode: '310584000018',
  },
  ...ONE_BANK,
];

/** 147258 (the demo trade password) passes; anything else is refused as the back office would word it. */
export async function fakeTradePassword(password: string) {
  await new Promise((resolve) => window.setTimeout(resolve, 400));
  return password === '147258'
    ? ({ ok: true, value: null } as const)
    : ({ ok: false, message: '交易密码错误，您还有4次机会' } as const);
}
