import { loginUrlWithRedirect } from './redirect';

/**
 * Why a session ended: 退出, another login (401003), its time ran out (401000, the expiry warning), or 安全中心
 * signed it out (401003 with SIGNED_OUT_IN_CENTRE).
 */
export type SessionEnd = 'logout' | 'replace' | 'expire' | 'signout';

const CHANNEL = 'gz-session';
/**
 * This tab: a channel's message reaches every other channel object of that name, this tab's own listener
 * included, which must not act on what this tab said (it is leaving by its own way already).
 */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The login page's `reason` for each end (pages/login/session-reason.tsx): 退出 needs none. */
const REASON: Record<SessionEnd, string> = {
  logout: '',
  replace: '&reason=replace',
  expire: '&reason=expire',
  signout: '&reason=signout',
};

/** Where a tab whose session ended goes: the login page, back here afterwards, saying why. */
export function loginAfter(end: SessionEnd, currentHref: string): string {
  return `${loginUrlWithRedirect(currentHref)}${REASON[end]}`;
}

function isSessionEnd(value: unknown): value is SessionEnd {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REASON, value);
}

/**
 * Tells the portal's other tabs of this browser that the session ended (issue 39: sessions end everywhere at
 * once). They share the cookie, so what ended here ended there; a browser without BroadcastChannel finds out at
 * its next call instead.
 */
export function announceSessionEnd(end: SessionEnd): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ end, from: THIS_TAB });
  channel.close();
}

/** Listens for another tab's announcement; returns the way to stop listening. */
export function onSessionEndElsewhere(listener: (end: SessionEnd) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { end, from } = (event.data ?? {}) as { end?: unknown; from?: unknown };
    if (from !== THIS_TAB && isSessionEnd(end)) listener(end);
  };
  return () => channel.close();
}
