import './user-centre.css';

import { useState } from 'react';

import { outcomeOf } from '@/api/core/outcome';
import {
  SUBSCRIPTION_QR_PATH,
  useFetchSubscriptionQuery,
  useSubscribeAdviserMutation,
} from '@/api/subscription/endpoints';
import { Button, Form, FormItem, showToast, TextInput } from '@/shared/ui';

import { NoticeSettingsPanel } from './notice-settings';

/** The QR image's t: the digits of the subscription time (the contract's t is digits only), so a new
 * adviser draws a new image; 0 before any. */
const qrStamp = (subscribedAt: string | null) => subscribedAt?.replace(/\D/g, '') || '0';

/**
 * 订阅服务: the adviser the investor subscribed to (by employee code), and the QR code of the subscription
 * link to open on a phone (a PNG the back office draws; its timestamp refreshes it after a change), and the
 * statements and reminders the investor subscribes to.
 */
export function SubscriptionPanel() {
  const { data, isLoading } = useFetchSubscriptionQuery();
  const [subscribe, { isLoading: saving }] = useSubscribeAdviserMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (isLoading || !data) return <p role="status">正在加载…</p>;

  const submit = async () => {
    if (!/^[A-Za-z0-9]{2,16}$/.test(code.trim())) return setError('请输入投资顾问的工号');
    setError(null);
    const outcome = outcomeOf(await subscribe({ code: code.trim(), silent: true }));
    if (outcome.ok) showToast('订阅成功', 'success');
    else setError(outcome.message ?? '订阅失败，请稍后再试');
  };

  return (
    <div className="gz-centre-subscription">
      <section className="gz-app-card" aria-labelledby="adviser-title">
        <h2 id="adviser-title">我的投资顾问</h2>
        {data.adviser ? (
          <p>
            {data.adviser.name}（工号 {data.adviser.code}），{data.subscribedAt} 订阅
          </p>
        ) : (
          <p>您还没有订阅投资顾问服务。</p>
        )}
        <Form className="gz-centre-form" ariaLabel="订阅投资顾问" onSubmit={() => void submit()} stacked>
          <FormItem label={data.adviser ? '更换投资顾问工号' : '投资顾问工号'} error={error} required>
            <TextInput
              name="employeeCode"
              value={code}
              onChange={setCode}
              maxLength={16}
              placeholder="如 GW0001"
            />
          </FormItem>
          <div className="gz-centre-form__actions">
            <Button type="primary" nativeType="submit" loading={saving}>
              订阅
            </Button>
          </div>
        </Form>
      </section>
      <section className="gz-app-card" aria-labelledby="qr-title">
        <h2 id="qr-title">手机扫码订阅</h2>
        <img
          className="gz-centre-qr"
          src={`${SUBSCRIPTION_QR_PATH}?t=${qrStamp(data.subscribedAt)}`}
          width={240}
          height={240}
          alt="订阅服务二维码：用手机扫码打开订阅页面"
        />
        <p className="gz-centre-form__lead">用手机扫描二维码，在手机上查看订阅服务和投资顾问。</p>
      </section>
      <NoticeSettingsPanel />
    </div>
  );
}
