import { isIPv4, isIPv6 } from 'node:net';

/**
 * A coarse place for an address: 本机 for loopback, 内网 for private and link-local ranges, else a region
 * from a small table of well-known mainland blocks (a deployment would use the ops' IP library here).
 */
const REGIONS: ReadonlyArray<[base: string, bits: number, place: string]> = [
  ['123.112.0.0', 12, '北京'],
  ['61.135.0.0', 16, '北京'],
  ['114.80.0.0', 12, '上海'],
  ['101.80.0.0', 12, '上海'],
  ['58.60.0.0', 14, '广东深圳'],
  ['218.17.0.0', 16, '广东深圳'],
  ['183.0.0.0', 10, '广东'],
  ['113.64.0.0', 11, '广东'],
];

const PRIVATE: ReadonlyArray<[string, number]> = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
];

export const LOCAL_PLACE = '本机';
export const PRIVATE_PLACE = '内网';
export const UNKNOWN_PLACE = '未知地区';

function toNumber(ip: string): number {
  return ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inRange(ip: string, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(toNumber(ip) / size) === Math.floor(toNumber(base) / size);
}

function ipv6Place(ip: string): string {
  const lower = ip.toLowerCase();
  if (lower === '::1') return LOCAL_PLACE;
  if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return PRIVATE_PLACE;
  return UNKNOWN_PLACE;
}

export function placeOf(address: string): string {
  const ip = address.split('%')[0].replace(/^::ffff:(?=\d+\.)/i, '');
  if (isIPv6(ip)) return ipv6Place(ip);
  if (!isIPv4(ip)) return UNKNOWN_PLACE;
  if (inRange(ip, '127.0.0.0', 8)) return LOCAL_PLACE;
  if (PRIVATE.some(([base, bits]) => inRange(ip, base, bits))) return PRIVATE_PLACE;
  return REGIONS.find(([base, bits]) => inRange(ip, base, bits))?.[2] ?? UNKNOWN_PLACE;
}
