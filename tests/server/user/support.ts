import type { OcrData } from '@/api/ocr/contract';

import type { HttpClient } from '../support/http-client';
import { jpeg, multipart, MULTIPART_TYPE } from '../support/images';
import { latestSms } from '../support/portal';

/** Moves the back office clock on (past an SMS send window). */
export async function advance(client: HttpClient, seconds = 61): Promise<void> {
  const answer = await client.request('POST', '/__dev/clock', { advanceSeconds: seconds });
  if (answer.status !== 200) throw new Error(`clock not moved: ${answer.status}`);
}

/** The twoFactor SMS to the bound phone, then POST /v1/auth/2fa: the one-use ticket. */
export async function ticketOf(client: HttpClient, phone: string): Promise<string> {
  const sent = await client.post('/v1/auth/sms', { type: 'twoFactor' });
  if (sent.state !== 200000) throw new Error(`2fa SMS refused: ${sent.message}`);
  const answer = await client.post<{ ticket: string }>('/v1/auth/2fa', {
    code: await latestSms(client, phone),
  });
  if (answer.state !== 200000) throw new Error(`2fa refused: ${answer.message}`);
  return answer.data.ticket;
}

async function upload(
  client: HttpClient,
  side: '0' | '1',
  scene: string,
  encryptId?: string,
): Promise<OcrData> {
  const body = multipart(
    { type: side, scene, ...(encryptId ? { encryptId } : {}) },
    { filename: 'card.jpg', type: 'image/jpeg', bytes: jpeg(800, 500) },
  );
  const answer = (await client.request('POST', '/v1/auth/ocr', body, { 'content-type': MULTIPART_TYPE }))
    .json as { state: number; data: OcrData; message: string };
  if (answer.state !== 200000) throw new Error(`ocr refused: ${answer.message}`);
  return answer.data;
}

/** Both sides of the card recognised, as the upload feature sends them. */
export async function recognisedCard(client: HttpClient, scene = 'modifyIdCard', encryptId?: string) {
  const portrait = await upload(client, '1', scene, encryptId);
  const emblem = await upload(client, '0', scene, encryptId);
  const [beginDate, endDate] = (emblem.validity ?? '').split('-');
  return {
    portraitToken: portrait.token,
    emblemToken: emblem.token,
    name: portrait.name ?? '',
    idNo: portrait.idNumber ?? '',
    beginDate,
    endDate,
  };
}
