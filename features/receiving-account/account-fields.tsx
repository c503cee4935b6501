import type { ReceivingAccount } from '@/api/bank/contract';
import { Button, showToast } from '@/shared/ui';

import { copyText } from './copy-text';

export const COPY_SUCCESS = '复制成功';
export const COPY_FAILED = '复制失败，请手动复制';

const FIELDS: readonly { key: keyof ReceivingAccount; label: string }[] = [
  { key: 'name', label: '户名' },
  { key: 'account', label: '账号' },
  { key: 'bankName', label: '银行' },
  { key: 'station', label: '开户行' },
  { key: 'payCode', label: '大额支付号' },
];

/** Account numbers read in groups of four (6222 0202 …); the copy button still copies the bare number. */
export function groupDigits(value: string): string {
  return /^\d+$/.test(value) ? value.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}

/** One bank's receiving account: every field with its own copy button (the investor pastes them into a transfer). */
export function AccountFields({ account }: { account: ReceivingAccount }) {
  const copy = async (value: string) => {
    const done = await copyText(value);
    showToast(done ? COPY_SUCCESS : COPY_FAILED, done ? 'success' : 'error');
  };
  return (
    <dl className="gz-receiving-account">
      {FIELDS.filter(({ key }) => account[key]).map(({ key, label }) => (
        <div className="gz-receiving-account__row" key={key}>
          <dt>{label}</dt>
          <dd>
            <span className="gz-receiving-account__value">
              {key === 'account' ? groupDigits(account[key]) : account[key]}
            </span>
            <Button type="text" size="small" compact onClick={() => void copy(account[key] ?? '')}>
              <span aria-hidden="true">复制</span>
              <span className="gz-visually-hidden">{`复制${label}`}</span>
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
