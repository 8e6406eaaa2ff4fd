import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, testConfig, type TestApp } from '../test/harness.ts';
import { writeWebDist } from '../test/web-dist.ts';
import { contentSecurityPolicy, sentryIngestOrigin } from './security-headers.ts';

const csp = (res: LightMyRequestResponse) => String(res.headers['content-security-policy'] ?? '');

function directive(res: LightMyRequestResponse, name: string): string[] | undefined {
  const found = csp(res)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

function expectBaseHeaders(res: LightMyRequestResponse) {
  expect(directive(res, 'default-src')).toEqual(["'self'"]);
  expect(directive(res, 'script-src')).toEqual(["'self'"]);
  expect(directive(res, 'object-src')).toEqual(["'none'"]);
  expect(directive(res, 'base-uri')).toEqual(["'self'"]);
  expect(directive(res, 'form-action')).toEqual(["'self'"]);
  expect(directive(res, 'frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers on every answer', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp({ WEB_DIST: dist, APP_URL: 'http://app.example.test:3000' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('an HTML page, an asset, a JSON answer and a JSON 404 all carry the policy and the frame, sniff and referrer headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/programs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(asset.statusCode).toBe(200);
    const json = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    for (const res of [page, asset, json, missing]) expectBaseHeaders(res);
  });

  it('allows inline styles (Mantine writes <style> elements) but never inline script, and connects only home', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(directive(page, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(page, 'script-src-attr')).toEqual(["'none'"]);
    expect(directive(page, 'connect-src')).toEqual(["'self'", 'ws://app.example.test:3000']);
    expect(directive(page, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp(page)).not.toContain('unsafe-eval');
  });

  it('lets frames come only from the privacy-enhanced YouTube and Vimeo players', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directive(res, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('sends no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the API docs page the same frame and script rules, with the validator badge allowed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res);
    expect(directive(res, 'img-src')).toContain('https://validator.swagger.io');
    const app = await t.app.inject({ method: 'GET', url: '/' });
    expect(directive(app, 'img-src')).not.toContain('https://validator.swagger.io');
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://app.example.test',
      SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.example:8443/7',
    });
  });
  afterAll(() => t.close());

  it('adds HSTS, upgrades insecure requests, and lets the browser post to the Sentry ingest origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directive(res, 'upgrade-insecure-requests')).toEqual([]);
    expect(directive(res, 'connect-src')).toEqual([
      "'self'",
      'wss://app.example.test',
      'https://o42.ingest.sentry.example:8443',
    ]);
    expect(csp(res)).not.toContain('0123abcd');
  });
});

describe('content security policy settings', () => {
  it('derives the ingest origin from the DSN without its key or project', () => {
    expect(sentryIngestOrigin('https://key@o1.ingest.sentry.io/123')).toBe('https://o1.ingest.sentry.io');
    expect(sentryIngestOrigin(undefined)).toBeNull();
  });

  it('lets Stripe.js, its frames and its API in only when Stripe takes the payments', () => {
    const stripe = contentSecurityPolicy(
      testConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    );
    expect(stripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(stripe['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(stripe['connect-src']).toContain('https://api.stripe.com');
    const local = contentSecurityPolicy(testConfig());
    expect(JSON.stringify(local)).not.toContain('stripe.com');
  });

  it('does not upgrade requests of a production server on plain http (e.g. the bench on 127.0.0.1)', () => {
    const policy = contentSecurityPolicy(testConfig({ NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:3000' }));
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });
});
