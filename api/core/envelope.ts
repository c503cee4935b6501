import type { Envelope } from './contract';

/** Longest server message shown; a longer one is cut rather than flooding a toast. */
const MAX_MESSAGE = 300;

export type EnvelopeParse =
  { ok: true; envelope: Envelope<unknown> } | { ok: false; reason: 'empty' | 'not-json' | 'not-envelope' };

/**
 * Reads a response body as the `{state, data, message}` envelope. HTML from a gateway, truncated or empty
 * JSON and wrong field types are answered with a reason instead of an exception.
 */
export function parseEnvelope(text: string): EnvelopeParse {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, reason: 'not-envelope' };
  const { state, data, message } = body as Record<string, unknown>;
  if (typeof state !== 'number' || !Number.isInteger(state)) return { ok: false, reason: 'not-envelope' };
  if (message !== undefined && message !== null && typeof message !== 'string') {
    return { ok: false, reason: 'not-envelope' };
  }
  return {
    ok: true,
    envelope: { state, data: data === undefined ? null : data, message: cleanMessage(message) },
  };
}

function cleanMessage(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
}
