import { formatShanghaiMinute } from '@/shared/time';

import type { Context } from '../core/context';
import { recordSend } from '../subscription/store-notices';
import { describeClient, type ClientInfo } from './client-info';
import { maskPhone } from './rules';
import type { AccountRow } from './store';

/** Security notices by SMS to the bound phone (the notice outbox, GET /__dev/notice/outbox locally). */
export type SecurityNoticeKind = 'newDevice' | 'passwordChanged' | 'phoneChanged';

const SUBJECTS: Record<SecurityNoticeKind, string> = {
  newDevice: '新设备登录提醒',
  passwordChanged: '登录密码修改提醒',
  phoneChanged: '手机号码修改提醒',
};

const NOT_YOU =
  '如非本人操作，请立即修改登录密码，并在“个人中心—安全中心”退出其他设备，或致电客服热线95517。';

function where(client: ClientInfo): string {
  const { device, browser, place } = describeClient(client);
  return `${device}·${browser}，${place}`;
}

/** Sends once per occasion (a repeated call sends nothing twice); inside the caller's transaction. */
function sendSms(
  ctx: Context,
  account: AccountRow,
  notice: { kind: SecurityNoticeKind; occasion: string; text: string; phone?: string },
): void {
  recordSend(ctx, {
    accountId: account.id,
    kind: notice.kind,
    channel: 'sms',
    occasion: notice.occasion,
    address: notice.phone ?? account.phone,
    subject: SUBJECTS[notice.kind],
    body: `【国证资管】尊敬的${account.name}：${notice.text}`,
    raw: null,
    at: ctx.clock.now(),
  });
}

/** A login from a device that was not remembered; `device` names it once (its nonce's hash). */
export function noticeNewDevice(ctx: Context, account: AccountRow, client: ClientInfo, device: string): void {
  const at = formatShanghaiMinute(ctx.clock.now());
  const text = `您的账户于${at}在新设备登录（${where(client)}）。${NOT_YOU}`;
  sendSms(ctx, account, { kind: 'newDevice', occasion: `device:${device.slice(0, 16)}`, text });
}

/** The login password was changed (signed in) or reset (with the SMS code). */
export function noticePasswordChanged(
  ctx: Context,
  account: AccountRow,
  client: ClientInfo,
  how: '修改' | '重置',
): void {
  const now = ctx.clock.now();
  const text = `您的登录密码已于${formatShanghaiMinute(now)}${how}（${where(client)}）。如非本人操作，请立即通过“忘记密码”重置登录密码，或致电客服热线95517。`;
  sendSms(ctx, account, { kind: 'passwordChanged', occasion: `password:${now}`, text });
}

/** The bound phone changed: the old phone is told (the new one proved itself with its code). */
export function noticePhoneChanged(ctx: Context, account: AccountRow, newPhone: string): void {
  const now = ctx.clock.now();
  const text = `您在国证资管登记的手机号码已于${formatShanghaiMinute(now)}修改为${maskPhone(newPhone)}。如非本人操作，请立即致电客服热线95517。`;
  sendSms(ctx, account, { kind: 'phoneChanged', occasion: `phone:${now}`, text, phone: account.phone });
}
