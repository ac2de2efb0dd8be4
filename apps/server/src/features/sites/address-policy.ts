import { BlockList, isIP } from 'node:net';

/*
 * Which addresses a link preview may connect to: the public Internet only. Everything a server can reach that a
 * stranger's browser could not (loopback, private networks, link-local, unique-local, cloud metadata, multicast,
 * reserved and documentation ranges) is refused, for IPv4 and IPv6, and IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, NAT64, 6to4, IPv4-compatible) are judged by the IPv4 address they carry.
 */

const refusedV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba Cloud's metadata is 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (AWS, GCP, Azure, OpenStack metadata is 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle Cloud's metadata is 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];
/** Cloud metadata endpoints that sit on otherwise public addresses. */
const refusedV4Hosts = ['168.63.129.16']; // Azure's wire server

const refusedV6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo 2001::/32 among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local (AWS's IPv6 metadata fd00:ec2::254 is here)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [network, prefix] of refusedV4) refused.addSubnet(network, prefix, 'ipv4');
for (const address of refusedV4Hosts) refused.addAddress(address, 'ipv4');
for (const [network, prefix] of refusedV6) refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The 8 groups of 16 bits of an IPv6 address (any valid textual form, with or without a dotted IPv4 tail). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4, IPv4-compatible), or null. */
export function embeddedIPv4(address: string): string | null {
  const g = groupsOf(address);
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::ffff:0:a.b.c.d (IPv4-translated)
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6]!, g[7]!);
  // 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64)
  if (g[0] === 0x64 && g[1] === 0xff9b) return v4(g[6]!, g[7]!);
  // 2002:AABB:CCDD::/16 (6to4)
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  // ::a.b.c.d (IPv4-compatible, deprecated; :: and ::1 themselves are judged as IPv6)
  if (zeros(0, 6) && (g[6]! > 0 || g[7]! > 1)) return v4(g[6]!, g[7]!);
  return null;
}

/**
 * Whether a link preview may connect to this address. `allowLoopback` is for tests only (their local server
 * listens on 127.0.0.1): it lets 127.0.0.0/8 and ::1 through and nothing else.
 */
export function isPublicAddress(address: string, options: { allowLoopback?: boolean } = {}): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const inner = embeddedIPv4(address);
    if (inner !== null) return isPublicAddress(inner, options);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (options.allowLoopback && loopback.check(address, type)) return true;
  return !refused.check(address, type);
}
