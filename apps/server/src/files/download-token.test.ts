import { describe, expect, it } from 'vitest';
import { DOWNLOAD_TOKEN_TTL_SECONDS, signDownloadToken, verifyDownloadToken } from './download-token';

const claims = { documentId: 12, versionNo: 34, userId: 5 };
const now = () => Date.UTC(2026, 10, 24, 9, 0, 0);

describe('signed download links', () => {
  it('round trip within ten minutes, then expired', () => {
    const token = signDownloadToken('geheim', claims, { now });
    expect(verifyDownloadToken('geheim', token, now)).toMatchObject(claims);
    const later = () => now() + (DOWNLOAD_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(verifyDownloadToken('geheim', token, later)).toBeUndefined();
  });

  it('refuses a tampered payload or signature, another key, and garbage', () => {
    const token = signDownloadToken('geheim', claims, { now });
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(JSON.stringify({ d: 13, v: 34, u: 5, exp: 9e9 })).toString('base64url');
    expect(verifyDownloadToken('geheim', `${otherPayload}.${signature}`, now)).toBeUndefined();
    expect(verifyDownloadToken('geheim', `${payload}.${signature.slice(0, -2)}AA`, now)).toBeUndefined();
    expect(verifyDownloadToken('anderer', token, now)).toBeUndefined();
    for (const garbage of ['', '.', 'a.b.c', 'x'.repeat(10_000), `${payload}.`]) {
      expect(verifyDownloadToken('geheim', garbage, now)).toBeUndefined();
    }
  });
});
