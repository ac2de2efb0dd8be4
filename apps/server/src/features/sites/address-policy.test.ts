import { describe, expect, it } from 'vitest';
import { embeddedIPv4, isPublicAddress } from './address-policy';

describe('which addresses a link preview may reach', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.5.6.7', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'Alibaba Cloud metadata'],
    ['169.254.169.254', 'AWS/GCP/Azure metadata'],
    ['169.254.1.1', 'link-local'],
    ['192.0.0.192', 'Oracle Cloud metadata'],
    ['168.63.129.16', 'Azure wire server'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'AWS IPv6 metadata'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['0:0:0:0:0:ffff:192.168.0.1', 'IPv4-mapped private, long form'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('lets loopback through only when a test asks, and nothing else with it', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
  });

  it('reads the IPv4 address inside IPv6 forms', () => {
    expect(embeddedIPv4('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(embeddedIPv4('::ffff:102:304')).toBe('1.2.3.4');
    expect(embeddedIPv4('64:ff9b::1.2.3.4')).toBe('1.2.3.4');
    expect(embeddedIPv4('2002:102:304::')).toBe('1.2.3.4');
    expect(embeddedIPv4('2606:4700::1')).toBeNull();
    expect(embeddedIPv4('::1')).toBeNull();
  });
});
