import type { NoticeSettings, NoticeSettingsData } from '@/api/subscription/contract-notices';
import { DEMO } from '@/server/seed/demo-identities';
import { lastEndedPeriod } from '@/server/subscription/notice-rules';

import { CONTACT } from '../../support/contact';
import { clockTo, investor, postOrder, ZHANG_ACCOUNT, zhangOnMondayForFile } from '../order/support';
import type { HttpAnswer, HttpClient } from '../support/http-client';
import { encrypt } from '../support/portal';
import type { TestServer } from '../support/server';
import { ticketOf } from '../user/support';

interface NoticeOutboxItem {
  kind: string;
  channel: string;
  occasion: string;
  to: string;
  subject: string;
  body: string;
  raw: string | null;
}

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s), 180000);

const envelope = <T>(answer: HttpAnswer) => answer.json as { state: number; data: T; message: string };
/** The subscription's sends (the security centre's SMS notices of each new login go to the same outbox). */
const outbox = async () =>
  ((await zhang.request('GET', '/__dev/notice/outbox')).json as NoticeOutboxItem[]).filter(
    (notice) => notice.channel !== 'sms',
  );
const save = async (client: HttpClient, settings: NoticeSettings) =>
  envelope<NoticeSettingsData>(await client.request('POST', '/v1/subscription/notices', settings));
/** The clock moved past the session's idle time: a new login, then nothing subscribed. */
async function unsubscribe() {
  zhang = await investor(server, 'zhangSan', { fresh: true });
  expect((await save(zhang, NONE)).state).toBe(200000);
}
const NONE: NoticeSettings = {
  statement: { period: 'monthly', channels: [] },
  netValue: { channels: [] },
  redeem: { channels: [] },
};

describe('the statement period due on a day', () => {
  it.each([
    ['daily', '20261124', '20261123', '20261123'],
    ['daily', '20260101', '20251231', '20251231'],
    ['weekly', '20261130', '20261123', '20261129'],
    ['weekly', '20261129', '20261116', '20261122'],
    ['monthly', '20261201', '20261101', '20261130'],
    ['monthly', '20260115', '20251201', '20251231'],
    ['monthly', '20240301', '20240201', '20240229'],
  ] as const)(
    'a %s statement on %s covers %s to %s (the last period that ended)',
    (period, today, begin, end) => {
      expect(lastEndedPeriod(period, today)).toEqual({ beginDate: begin, endDate: end });
    },
  );
});

describe('对账单与提醒 settings', () => {
  it('start with nothing subscribed and name the e-mail on file', async () => {
    const answer = envelope<NoticeSettingsData>(await zhang.request('GET', '/v1/subscription/notices?t=1'));
    expect(answer.data).toEqual({ settings: NONE, email: 'zhangsan@example.com' });
  });

  it('refuse the e-mail channel to an investor with no e-mail on file, and save nothing', async () => {
    const li = await investor(server, 'qianQi');
    const refused = await save(li, { ...NONE, redeem: { channels: ['email'] } });
    expect(refused.message).toBe('请先在个人信息中填写电子邮箱');
    expect(refused.state).not.toBe(200000);
    const read = envelope<NoticeSettingsData>(await li.request('GET', '/v1/subscription/notices?t=1'));
    expect(read.data.settings).toEqual(NONE);
    // The official account needs no e-mail.
    const saved = await save(li, { ...NONE, redeem: { channels: ['officialAccount'] } });
    expect(saved.data.settings.redeem.channels).toEqual(['officialAccount']);
    await save(li, NONE);
  });

  it('refuse a channel twice, an unknown channel or period, and a field the contract does not name', async () => {
    for (const body of [
      { ...NONE, netValue: { channels: ['email', 'email'] } },
      { ...NONE, netValue: { channels: ['sms'] } },
      { ...NONE, statement: { period: 'yearly', channels: [] } },
      { ...NONE, extra: true },
    ]) {
      const answer = await zhang.request('POST', '/v1/subscription/notices', body);
      expect(answer.status).toBe(400);
    }
  });
});

describe('what the back office sends for them', () => {
  it('a daily statement by e-mail (the PDF attached) and by the official account, once per day', async () => {
    await save(zhang, { ...NONE, statement: { period: 'daily', channels: ['email', 'officialAccount'] } });
    // Subscribed on Monday: Monday's statement goes out once Tuesday has begun.
    expect(await outbox()).toEqual([]);
    await clockTo(zhang, '2026-11-24T00:00:05+08:00');
    const sent = await outbox();
    const mail = sent.find((n) => n.channel === 'email');
    expect(mail).toMatchObject({
      kind: 'statement',
      occasion: '20261123-20261123',
      to: 'zhangsan@example.com',
      subject: '国证资管对账单（2026-11-23）',
    });
    expect(mail?.raw).toContain('Content-Type: application/pdf');
    expect(mail?.body).toMatch(/附件为您2026-11-23至2026-11-23的对账单，期末资产合计[\d.]+元。/);
    const wechat = sent.find((n) => n.channel === 'officialAccount');
    expect(wechat?.body).toMatch(/您2026-11-23至2026-11-23的对账单已生成，期末资产合计[\d.]+元。/);
    expect(wechat?.raw).toBeNull();
    // Another catch-up the same day sends nothing again.
    await clockTo(zhang, '2026-11-24T09:00:00+08:00');
    expect(await outbox()).toHaveLength(2);
    await unsubscribe();
  });

  it('a NAV reminder with the NAVs of the funds held, the evening they are published', async () => {
    await save(zhang, { ...NONE, netValue: { channels: ['email'] } });
    await clockTo(zhang, '2026-11-24T20:00:05+08:00');
    const reminder = (await outbox()).find((n) => n.kind === 'netValue');
    expect(reminder).toMatchObject({ occasion: '20261124', subject: '国证资管净值提醒（2026-11-24）' });
    expect(reminder?.body).toContain('您持有的基金2026-11-24净值已公布');
    expect(reminder?.body).toMatch(
      /国证资管安心纯债债券A（970011）单位净值 [\d.]+，持有 [\d.]+ 份，参考市值 [\d.]+ 元/,
    );
    await unsubscribe();
  });

  it('a redemption reminder once the redemption is confirmed: shares, money, fee and the day it arrives', async () => {
    await save(zhang, { ...NONE, redeem: { channels: ['email'] } });
    const body = {
      fundCode: '970011',
      tradeAccount: ZHANG_ACCOUNT,
      overLimit: '0',
      applyShare: '100.00',
      password: await encrypt(zhang, '147258'),
    };
    const placed = envelope<{ appNo: string }>(await postOrder(zhang, '/v1/order/redeem', body));
    expect(placed.state).toBe(200000);
    expect((await outbox()).filter((n) => n.kind === 'redeem')).toEqual([]);
    // Placed on Tuesday evening after 15:00: trade date Wednesday, confirmed on Thursday's batch.
    await clockTo(zhang, '2026-11-27T00:00:05+08:00');
    const reminders = (await outbox()).filter((n) => n.kind === 'redeem');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      occasion: placed.data.appNo,
      subject: '国证资管赎回提醒（国证资管安心纯债债券A）',
    });
    expect(reminders[0].body).toMatch(
      /您于2026-11-24申请赎回的国证资管安心纯债债券A（970011）已于2026-11-2\d确认成功：确认份额 100\.00 份，到账金额 [\d.]+ 元，预计 2026-\d\d-\d\d 到账（赎回金额 [\d.]+ 元，扣除赎回费 [\d.]+ 元）。/,
    );
    await unsubscribe();
  });

  it('nothing once unsubscribed', async () => {
    const before = (await outbox()).length;
    await clockTo(zhang, '2026-12-01T21:00:00+08:00');
    expect(await outbox()).toHaveLength(before);
  });
});

describe('the one e-mail on file', () => {
  it('is the one 个人资料 saves: statements and reminders go to the address the investor typed there', async () => {
    const xu = await investor(server, 'xuJiu', { fresh: true });
    const detail = envelope<{ contact: Record<string, string> }>(await xu.request('GET', '/v1/user?t=1'));
    expect(detail.data.contact.email).toBe('xujiu@example.com');
    // A new address needs the SMS second factor (issue 39, M1).
    const contact = { ...CONTACT, email: 'xu.new@example.com', ticket: await ticketOf(xu, DEMO.xuJiu.phone) };
    expect(envelope(await xu.request('PUT', '/v1/user', contact)).state).toBe(200000);
    const email = envelope<{ email: string }>(await xu.request('GET', '/v1/user/crm/email?t=1'));
    expect(email.data.email).toBe('xu.new@example.com');
    const notices = envelope<NoticeSettingsData>(await xu.request('GET', '/v1/subscription/notices?t=1'));
    expect(notices.data.email).toBe('xu.new@example.com');
  });
});
