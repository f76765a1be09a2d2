// GET /p/api/deployment: the deployment's currency and country with the §9 figures that follow them
// (CONTRACT.md "Money"), from CURRENCY and BUSINESS_COUNTRY, whatever the request's language, and
// the zone of its business days from BUSINESS_TIME_ZONE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentSchema } from '../../contract/deployment.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('GET /p/api/deployment', () => {
  let korean: TestApp;
  let american: TestApp;

  beforeAll(async () => {
    korean = await createTestApp();
    american = await createTestApp({
      currency: 'USD',
      businessCountry: 'US',
      businessTimeZone: 'America/Los_Angeles',
    });
  });
  afterAll(async () => {
    await korean.close();
    await american.close();
  });

  it('answers the Korean deployment by default, in won, needing no login', async () => {
    const response = await korean.app.inject({ method: 'GET', url: '/p/api/deployment?_t=1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      data: {
        currency: 'KRW',
        country: 'KR',
        minorUnitDigits: 0,
        minimumWithdrawal: 5000,
        payoutBusinessDays: 3,
        adultAge: 19,
        vatPercent: 10,
        timeZone: 'Asia/Seoul',
        // No folder for private files: no resumable uploads (resumable-uploads.test.ts has them).
        resumableUploads: false,
      },
      errorCode: null,
      message: null,
    });
    expect(deploymentSchema.parse(body.data)).toEqual(body.data);
  });

  it('answers a US deployment in dollars, whatever the language asked for', async () => {
    for (const language of ['ko', 'en']) {
      const response = await american.app.inject({
        method: 'GET',
        url: '/p/api/deployment',
        headers: { 'accept-language': language },
      });
      expect(response.json().data).toEqual({
        currency: 'USD',
        country: 'US',
        minorUnitDigits: 2,
        minimumWithdrawal: 5,
        payoutBusinessDays: 7,
        adultAge: 18,
        vatPercent: 10,
        // The server's own BUSINESS_TIME_ZONE, not merely its country's.
        timeZone: 'America/Los_Angeles',
        resumableUploads: false,
      });
    }
    // A Korean deployment asked in English is still in won.
    const english = await korean.app.inject({
      method: 'GET',
      url: '/p/api/deployment',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data).toMatchObject({ currency: 'KRW', minimumWithdrawal: 5000 });
  });

  it('lets a host leave the zone out: the contract takes it as optional', () => {
    const withoutZone = {
      currency: 'KRW',
      country: 'KR',
      minorUnitDigits: 0,
      minimumWithdrawal: 5000,
      payoutBusinessDays: 3,
      adultAge: 19,
      vatPercent: 10,
    };
    expect(deploymentSchema.parse(withoutZone).timeZone).toBeUndefined();
    expect(() => deploymentSchema.parse({ ...withoutZone, timeZone: '' })).toThrow();
  });

  it('is cacheable, unlike the other API answers', async () => {
    const response = await korean.app.inject({ method: 'GET', url: '/p/api/deployment' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('is in the OpenAPI document, public', async () => {
    const document = (await korean.app.inject({ method: 'GET', url: '/p/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const operation = document.paths['/p/api/deployment']?.get;
    expect(operation).toBeDefined();
    expect(operation?.security).toEqual([]);
    expect(Object.keys(operation!.responses)).toContain('200');
  });
});

describe('CURRENCY and BUSINESS_COUNTRY', () => {
  it('default to won and Korea, and accept dollars and the US', () => {
    expect(loadConfig({})).toMatchObject({ currency: 'KRW', businessCountry: 'KR' });
    expect(loadConfig({ CURRENCY: 'USD', BUSINESS_COUNTRY: 'US' })).toMatchObject({
      currency: 'USD',
      businessCountry: 'US',
    });
  });

  it('refuse anything else', () => {
    expect(() => loadConfig({ CURRENCY: 'usd' })).toThrow(/CURRENCY/);
    expect(() => loadConfig({ CURRENCY: 'EUR' })).toThrow(/CURRENCY/);
    expect(() => loadConfig({ BUSINESS_COUNTRY: 'JP' })).toThrow(/BUSINESS_COUNTRY/);
  });
});
