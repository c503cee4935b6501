import { FormikProvider, useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { failureText, outcomeOf } from '@/api/core/outcome';
import type { NoticeChannel, NoticeSettings, StatementPeriod } from '@/api/subscription/contract-notices';
import { useFetchNoticeSettingsQuery, useSaveNoticeSettingsMutation } from '@/api/subscription/endpoints';
import { LoadFailed } from '@/shared/components/load-failed';
import { NOTICE_CHANNEL, REMINDER_KIND, STATEMENT_PERIOD } from '@/shared/enums/notice';
import { SubmitRow } from '@/shared/form';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { ROUTES } from '@/shared/routing';
import { Form, RadioOptions, showToast } from '@/shared/ui';

export const NOTICE_TEXT = {
  heading: '对账单与提醒',
  lead: '勾选接收方式即订阅，不勾选即不订阅。',
  statementHint: '按所选周期发送上一期的对账单（持仓与交易确认），电子邮件附PDF。',
  netValueHint: '持有基金的净值每个交易日晚间公布后提醒。',
  redeemHint: '赎回确认后提醒确认份额、确认金额和预计到账日。',
  period: '对账单周期',
  channels: '接收方式',
  emailTo: (email: string) => `电子邮件发送至 ${email}。`,
  noEmail: '您还没有登记电子邮箱，',
  addEmail: '去填写电子邮箱',
  officialAccountHint: '微信公众号：关注“国证资管”公众号并绑定本账户后接收。',
  save: '保存订阅设置',
  saved: USER_CENTRE_MESSAGES.noticesSaved,
  failed: '订阅设置保存失败，请稍后再试',
  loading: '正在加载订阅设置…',
  loadFailed: '订阅设置加载失败',
} as const;

type Kind = keyof NoticeSettings;
const KINDS: { kind: Kind; hint: string }[] = [
  { kind: 'statement', hint: NOTICE_TEXT.statementHint },
  { kind: 'netValue', hint: NOTICE_TEXT.netValueHint },
  { kind: 'redeem', hint: NOTICE_TEXT.redeemHint },
];
const PERIODS = Object.keys(STATEMENT_PERIOD) as StatementPeriod[];
const CHANNELS = Object.keys(NOTICE_CHANNEL) as NoticeChannel[];

/**
 * 对账单与提醒: the statement (日报 / 周报 / 月报) and the NAV and redemption reminders, each by e-mail and
 * or the official account. The e-mail goes to the address on file; without one the box waits for it.
 */
export function NoticeSettingsPanel() {
  const { data, isError, refetch } = useFetchNoticeSettingsQuery();
  if (isError)
    return (
      <NoticeCard>
        <LoadFailed message={NOTICE_TEXT.loadFailed} onRetry={() => void refetch()} />
      </NoticeCard>
    );
  if (!data)
    return (
      <NoticeCard>
        <p role="status">{NOTICE_TEXT.loading}</p>
      </NoticeCard>
    );
  return (
    <NoticeCard>
      <NoticeForm settings={data.settings} email={data.email} />
    </NoticeCard>
  );
}

function NoticeCard({ children }: { children: ReactNode }) {
  return (
    <section className="gz-app-card gz-notice" aria-labelledby="notice-title">
      <h2 id="notice-title">{NOTICE_TEXT.heading}</h2>
      {children}
    </section>
  );
}

function NoticeForm({ settings, email }: { settings: NoticeSettings; email: string | null }) {
  const [save] = useSaveNoticeSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<NoticeSettings>({
    initialValues: settings,
    enableReinitialize: true,
    onSubmit: async (values) => {
      setFailure(null);
      const outcome = outcomeOf(await save({ ...values, silent: true }));
      if (outcome.ok) showToast(NOTICE_TEXT.saved, 'success');
      else setFailure(failureText(outcome, NOTICE_TEXT.failed));
    },
  });
  const toggle = (kind: Kind, channel: NoticeChannel, on: boolean) => {
    const channels = formik.values[kind].channels.filter((c) => c !== channel);
    void formik.setFieldValue(`${kind}.channels`, on ? [...channels, channel] : channels);
  };
  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={NOTICE_TEXT.heading} className="gz-centre-form" stacked>
        <p className="gz-centre-form__lead">
          {NOTICE_TEXT.lead}
          {email ? (
            NOTICE_TEXT.emailTo(email)
          ) : (
            <>
              {NOTICE_TEXT.noEmail}
              <Link to={ROUTES.modifyInfo}>{NOTICE_TEXT.addEmail}</Link>。
            </>
          )}
        </p>
        {KINDS.map(({ kind, hint }) => (
          <fieldset key={kind} className="gz-notice__kind" aria-describedby={`notice-${kind}-hint`}>
            <legend>{REMINDER_KIND[kind]}</legend>
            <p className="gz-notice__hint" id={`notice-${kind}-hint`}>
              {hint}
            </p>
            {kind === 'statement' && (
              <div className="gz-notice__row" role="radiogroup" aria-label={NOTICE_TEXT.period}>
                <RadioOptions
                  name="statement.period"
                  options={PERIODS}
                  labels={STATEMENT_PERIOD}
                  value={formik.values.statement.period}
                  onChange={(period) => void formik.setFieldValue('statement.period', period)}
                  className="gz-notice__choice"
                />
              </div>
            )}
            <div
              className="gz-notice__row"
              role="group"
              aria-label={`${REMINDER_KIND[kind]}${NOTICE_TEXT.channels}`}
            >
              {CHANNELS.map((channel) => (
                <label key={channel} className="gz-notice__choice">
                  <input
                    type="checkbox"
                    name={`${kind}.channels`}
                    value={channel}
                    checked={formik.values[kind].channels.includes(channel)}
                    disabled={channel === 'email' && !email}
                    onChange={(event) => toggle(kind, channel, event.target.checked)}
                  />
                  {NOTICE_CHANNEL[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <p className="gz-notice__hint">{NOTICE_TEXT.officialAccountHint}</p>
        <SubmitRow failure={failure} className="gz-centre-form__actions" submitText={NOTICE_TEXT.save} />
      </Form>
    </FormikProvider>
  );
}
