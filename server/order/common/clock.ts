import { shanghaiParts } from '@/shared/time';

/** HHmmss of an instant in Shanghai (an order's apply time). */
export function clockText(now: number): string {
  const { secondOfDay } = shanghaiParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(secondOfDay / 3600))}${pad(Math.floor(secondOfDay / 60) % 60)}${pad(secondOfDay % 60)}`;
}
