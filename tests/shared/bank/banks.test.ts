import { BANKS, bankByCode, bankName, bankOfCardNo } from '@/shared/bank/banks';
import { CARD_RULE_TEXT, cardRefusal, luhnValid } from '@/shared/bank/card-rules';

/** A number of the given start completed with its Luhn check digit. */
const luhn = (body: string) => {
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
};

describe('the bank table (shared/bank/banks.ts)', () => {
  it('lists about 70 banks, each code once, each with a short and a full name and a PBOC 行别代码', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(70);
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(BANKS.length);
    for (const bank of BANKS) {
      expect(bank.code).toMatch(/^\d{3}$/);
      expect(bank.short.length).toBeGreaterThan(1);
      expect(bank.full.length).toBeGreaterThanOrEqual(bank.short.length - 1);
      expect(bank.cnaps).toMatch(/^\d{3}$/);
    }
  });

  it('keeps the codes orders already carry (002 工商 … 007 招商) and names them as before', () => {
    expect(['002', '003', '004', '005', '007'].map(bankName)).toEqual([
      '中国工商银行',
      '中国农业银行',
      '中国银行',
      '中国建设银行',
      '招商银行',
    ]);
    expect(bankByCode('016')).toMatchObject({ short: '浦发银行', full: '上海浦东发展银行', cnaps: '310' });
    expect(bankName('999')).toBe('999');
  });

  it('gives each BIN to one bank only, six digits each', () => {
    const bins = BANKS.flatMap((bank) => bank.bins);
    expect(new Set(bins).size).toBe(bins.length);
    for (const bin of bins) expect(bin).toMatch(/^\d{6}$/);
  });

  it('recognises a card by its BIN once six digits are typed', () => {
    expect(bankOfCardNo('62148')).toBeUndefined();
    expect(bankOfCardNo('6214831234567890')?.full).toBe('招商银行');
    expect(bankOfCardNo('6226901234567890')?.full).toBe('中信银行');
    expect(bankOfCardNo('6234560000000001')).toBeUndefined();
  });

  it('offers fast pay for the state and joint-stock banks, with limits', () => {
    for (const code of ['002', '006', '008', '009', '016', '019'])
      expect(bankByCode(code)?.fastPay).not.toBeNull();
    expect(bankByCode('007')?.fastPay).toEqual({ single: 50_000, daily: 200_000 });
    expect(bankByCode('035')?.fastPay).toBeNull();
  });
});

describe('a card number for a bank (shared/bank/card-rules.ts)', () => {
  it('accepts a card of any bank of the table, refuses a bank outside it', () => {
    expect(cardRefusal(luhn('623456000000001'), '035')).toBeNull();
    expect(cardRefusal(luhn('623456000000001'), '999')).toBe(CARD_RULE_TEXT.unknownBank);
  });

  it('refuses a wrong Luhn check digit where the bank uses it, not where it does not', () => {
    const good = luhn('623456000000001');
    const bad = good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10);
    expect(cardRefusal(bad, '035')).toBe('银行卡号有误，请核对卡号后重新输入');
    expect(cardRefusal(bad, '072')).toBeNull();
  });

  it('refuses a number of the wrong length and a BIN of another bank', () => {
    expect(cardRefusal('62345600000', '035')).toBe('银行卡号应为16至19位数字，请核对');
    expect(cardRefusal(luhn('621483123456789'), '002')).toBe('卡号与所选银行不符，请核对');
  });
});
