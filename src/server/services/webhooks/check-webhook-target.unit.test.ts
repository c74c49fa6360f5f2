import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isRefusedAddress, privateTargetMessage, resolveWebhookTarget } from './check-webhook-target';

const v4 = (bytes: number[]) => bytes.join('.');
const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
const byte = fc.integer({ min: 0, max: 255 });

/** IPv4 addresses in the special-purpose registry's local and private blocks. */
const privateV4 = fc.oneof(
  fc.tuple(fc.constant(10), byte, byte, byte),
  fc.tuple(fc.constant(127), byte, byte, byte),
  fc.tuple(fc.constant(169), fc.constant(254), byte, byte),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), byte, byte),
  fc.tuple(fc.constant(192), fc.constant(168), byte, byte),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), byte, byte),
  fc.tuple(fc.constant(0), byte, byte, byte),
);
const anyV4 = fc.tuple(byte, byte, byte, byte);

/** Every IPv6 form that carries an IPv4 address for a router to translate, or names local space. */
const carriers = (b: number[]) => [
  `64:ff9b::${hex(b[0] ?? 0, b[1] ?? 0)}:${hex(b[2] ?? 0, b[3] ?? 0)}`,
  `64:ff9b:1::${hex(b[0] ?? 0, b[1] ?? 0)}:${hex(b[2] ?? 0, b[3] ?? 0)}`,
  `2002:${hex(b[0] ?? 0, b[1] ?? 0)}:${hex(b[2] ?? 0, b[3] ?? 0)}::1`,
  `::${v4(b)}`,
  `::ffff:0:${v4(b)}`,
  `100::${hex(b[0] ?? 0, b[1] ?? 0)}`,
  `2001:${hex(0, b[0] ?? 0)}::${hex(b[2] ?? 0, b[3] ?? 0)}`,
  `2001:db8::${hex(b[2] ?? 0, b[3] ?? 0)}`,
  `fd00::${hex(b[2] ?? 0, b[3] ?? 0)}`,
  `fe80::${hex(b[2] ?? 0, b[3] ?? 0)}`,
  `ff02::${hex(b[2] ?? 0, b[3] ?? 0)}`,
];

describe('isRefusedAddress', () => {
  it('refuses the four IPv6 targets of the audit', () => {
    for (const address of ['64:ff9b::a9fe:a9fe', '2002:a9fe:a9fe::', '::127.0.0.1', '::1']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
  });

  it('refuses every private IPv4 address, as itself and written as IPv4-mapped IPv6', () => {
    fc.assert(
      fc.property(privateV4, (b) => {
        expect(isRefusedAddress(v4(b))).toBe(true);
        expect(isRefusedAddress(`::ffff:${v4(b)}`)).toBe(true);
      }),
    );
  });

  it('refuses NAT64, 6to4, IPv4-compatible, discard, IETF, documentation and local IPv6, whatever IPv4 they carry', () => {
    fc.assert(
      fc.property(anyV4, (b) => {
        for (const address of carriers(b)) expect(isRefusedAddress(address), address).toBe(true);
      }),
    );
  });

  it('lets public addresses through, IPv4-mapped ones included', () => {
    for (const address of ['93.184.216.34', '::ffff:93.184.216.34', '2606:4700:4700::1111', '2a00:1450::1']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });
});

describe('resolveWebhookTarget', () => {
  it('resolves once and pins the checked address, so a second answer (rebinding) is never used', async () => {
    const answers = [
      [{ address: '93.184.216.34', family: 4 as const }],
      [{ address: '127.0.0.1', family: 4 as const }],
    ];
    const resolve = vi.fn(async () => answers.shift() ?? []);
    const target = await resolveWebhookTarget('https://rebind.example/hook', false, resolve);
    expect(target).toEqual({ pinned: { address: '93.184.216.34', family: 4 } });
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '64:ff9b::a9fe:a9fe', family: 6 as const },
    ];
    expect(await resolveWebhookTarget('https://mixed.example/', false, resolve)).toEqual({
      refusal: privateTargetMessage,
    });
  });

  it('refuses the audit URLs written as IPv6 literals', async () => {
    for (const url of [
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::]/',
      'https://[::127.0.0.1]/',
    ]) {
      expect(await resolveWebhookTarget(url, false), url).toEqual({ refusal: privateTargetMessage });
    }
  });
});
