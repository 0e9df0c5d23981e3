// Fetching a URL a member gave us (OpenAPI sources, website import): http(s) only, every
// redirect hop's host checked against private and local ranges (unless allowed by config),
// one deadline for connecting, redirects and the whole body, and a byte bound on the body.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export type SafeFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  /** Fetch from loopback, private and link-local addresses (off: members must not reach internal services). */
  allowPrivateAddresses?: boolean;
  accept?: string;
  maxRedirects?: number;
  /** Aborts with the caller (e.g. a crawl's overall deadline) besides this fetch's own timeout. */
  signal?: AbortSignal;
};

export type SafeFetchErrorKind =
  'invalid-url' | 'private-address' | 'timeout' | 'network' | 'status' | 'too-large' | 'redirects';

export class SafeFetchError extends Error {
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
    /** Worth another attempt (network trouble, 5xx, 429); a 404 or a private address is not. */
    readonly transient = false,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type SafeFetchResult = { url: URL; status: number; headers: Headers; bytes: Buffer };

/** Loopback, private (RFC 1918 / ULA), link-local, CGNAT, unspecified and multicast ranges. */
const blockedAddresses = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedAddresses.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blockedAddresses.addSubnet(net, prefix, 'ipv6');

/** Refuses a URL whose host resolves to an address members must not make us reach. */
export async function assertPublicHost(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (err) {
    throw new SafeFetchError(
      'network',
      `Could not resolve ${host}: ${(err as Error).message}`,
      true,
    );
  }
  for (const { address, family } of addresses) {
    const mapped = family === 6 && address.startsWith('::ffff:') ? address.slice(7) : address;
    const type = isIP(mapped) === 4 ? 'ipv4' : 'ipv6';
    if (blockedAddresses.check(mapped, type)) {
      throw new SafeFetchError(
        'private-address',
        `The URL points at a private or local address (${host}); only public hosts are fetched`,
      );
    }
  }
}

export function parseHttpURL(url: string | URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SafeFetchError('invalid-url', 'The URL is not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new SafeFetchError('invalid-url', 'The URL must be http or https');
  return parsed;
}

/** GETs a URL within the options' bounds; anything but a 2xx answer throws a SafeFetchError. */
export async function safeFetch(
  url: string | URL,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  let parsed = parseHttpURL(url);
  const maxRedirects = options.maxRedirects ?? 5;
  const own = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([own, options.signal]) : own;
  const timedOut = () =>
    new SafeFetchError(
      'timeout',
      options.signal?.aborted && !own.aborted
        ? 'Stopped: the overall time limit was reached'
        : `No complete response within ${options.timeoutMs / 1000} s`,
      true,
    );

  let response: Response;
  // Redirects are followed by hand so every hop's host is checked, not only the first.
  for (let hop = 0; ; hop++) {
    if (!options.allowPrivateAddresses) await assertPublicHost(parsed);
    try {
      response = await fetch(parsed, {
        signal,
        redirect: 'manual',
        headers: { accept: options.accept ?? '*/*' },
      });
    } catch (err) {
      if (signal.aborted) throw timedOut();
      throw new SafeFetchError(
        'network',
        `Could not fetch the URL: ${(err as Error).cause ?? (err as Error).message}`,
        true,
      );
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    await response.body?.cancel().catch(() => {});
    if (hop >= maxRedirects)
      throw new SafeFetchError('redirects', `More than ${maxRedirects} redirects`);
    parsed = new URL(location, parsed);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new SafeFetchError('invalid-url', 'A redirect left http(s)');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new SafeFetchError(
      'status',
      `The URL answered ${response.status}`,
      response.status >= 500 || response.status === 429,
      response.status,
    );
  }
  const tooLarge = () =>
    new SafeFetchError('too-large', `The response is larger than ${options.maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const result = { url: parsed, status: response.status, headers: response.headers };
  if (!response.body) return { ...result, bytes: Buffer.alloc(0) };

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (signal.aborted) throw timedOut();
    throw new SafeFetchError('network', `The response broke off: ${(err as Error).message}`, true);
  }
  return { ...result, bytes: Buffer.concat(chunks) };
}
