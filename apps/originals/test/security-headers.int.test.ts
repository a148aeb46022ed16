import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPlayer, type Merchant } from '@croupier/server/testing';
import { FaultyFetch } from '@croupier/vendor-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningVendor } from '../src/index.ts';
import { connectedMerchant, type Platform, startPlatform, startTestVendor } from './platform-test-kit.ts';

/**
 * Issue 21, finding 5 on the vendor: security headers on every answer, and a game page that only
 * the merchant site of its launch may frame.
 */
describe('vendor security headers', () => {
  let platform: Platform;
  let vendor: RunningVendor;
  let merchant: Merchant & { domain: string };

  beforeAll(async () => {
    const uiDist = mkdtempSync(path.join(tmpdir(), 'vendor-ui-'));
    writeFileSync(path.join(uiDist, 'index.html'), '<!doctype html><title>game</title>');
    platform = await startPlatform();
    vendor = await startTestVendor(new FaultyFetch(), { uiDist });
    merchant = await connectedMerchant(platform, vendor);
  }, 180_000);
  afterAll(async () => {
    await vendor?.close();
    await platform?.test.close();
  });

  async function launchUrl(backUrl?: string) {
    const { services } = platform.test;
    const player = await createPlayer(services, merchant);
    const { url } = await services.catalogue.launch({
      merchant,
      memberId: player.member.id,
      username: player.member.username,
      language: 'EN',
      ip: '127.0.0.1',
      vassalage: 'INHOUSE',
      gameCode: 'ih-dice',
      ...(backUrl ? { backUrl } : {}),
    });
    return url;
  }

  it('lets only the merchant site of the launch frame the game page', async () => {
    const response = await fetch(await launchUrl(`http://${merchant.domain}:8080/lobby`));
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const ancestors = policy.split('; ').find((directive) => directive.startsWith('frame-ancestors'));
    expect(ancestors).toBe(`frame-ancestors 'self' http://${merchant.domain}:8080`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('lets nobody frame a game page without a known launch', async () => {
    const unknown = await fetch(`${vendor.url}/play/ih-dice?token=not-a-launch`);
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const withoutLobby = await fetch(await launchUrl());
    expect(withoutLobby.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends the headers on the game API too, and no HSTS over plain HTTP', async () => {
    const response = await fetch(`${vendor.url}/no-such-page`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
