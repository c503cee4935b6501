import type { FastifyRequest } from 'fastify';

import { placeOf } from './ip-place';
import { describeUserAgent, type DeviceName } from './user-agent';

/** What a login or a session was opened from (kept for the security centre). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: (typeof agent === 'string' ? agent : '').slice(0, 400) };
}

/** 本机 / 内网 / a region, with the device and browser. */
export function describeClient(client: ClientInfo): DeviceName & { place: string } {
  return { place: placeOf(client.ip), ...describeUserAgent(client.userAgent) };
}
