import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address (no zone) to its eight groups; an embedded IPv4 tail counts as two. */
function groupsOf(ip: string): number[] {
  const [head, tail = ''] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const parse = (part: string | undefined): number[] =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = parse(head);
  const right = ip.includes('::') ? parse(tail) : [];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-address limit counts a client by: an IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d)
 * is its own key; an IPv6 address counts by its /64 prefix, the block one subscriber is given, so the
 * addresses of one /64 share a limit (issue 39, medium 2).
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return ip;
  const groups = groupsOf(address.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
