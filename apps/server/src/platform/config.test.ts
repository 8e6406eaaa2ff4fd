import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      appUrl: 'http://localhost:3000',
      isProduction: false,
    });
    expect(c.dataDir).toMatch(/data$/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'http://mail'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('reads the agent model settings and refuses half of them', () => {
    const defaults = loadConfig({});
    expect([defaults.AI_BASE_URL, defaults.AI_MODEL, defaults.AI_TIMEOUT_MS]).toEqual([undefined, undefined, 20_000]);
    expect(
      loadConfig({ AI_BASE_URL: 'https://models.example.test/v1', AI_MODEL: 'planner-large', AI_TIMEOUT_MS: '5000' }),
    ).toMatchObject({ AI_BASE_URL: 'https://models.example.test/v1', AI_MODEL: 'planner-large', AI_TIMEOUT_MS: 5000 });
    expect(() => loadConfig({ AI_BASE_URL: 'https://models.example.test/v1' })).toThrow(/AI_MODEL: required/);
    expect(() => loadConfig({ AI_MODEL: 'x' })).toThrow(/AI_BASE_URL: required/);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL: must be a URL/);
  });

  it('listens on loopback only outside production, where the dev mailbox and clock are served', () => {
    expect(loadConfig({})).toMatchObject({ HOST: 'localhost', devTools: true });
    expect(loadConfig({ HOST: '127.0.0.1' })).toMatchObject({ devTools: true });
    expect(loadConfig({ HOST: '::1' })).toMatchObject({ devTools: true });
    expect(loadConfig({ DEV_TOOLS: 'false' })).toMatchObject({ HOST: 'localhost', devTools: false });
    // Another interface: the dev tools are off, whatever the mode.
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ devTools: false });
    expect(loadConfig({ HOST: '192.168.1.20' })).toMatchObject({ devTools: false });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ HOST: '0.0.0.0', devTools: false });
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toMatchObject({ devTools: false });
  });

  it.each([
    [{ DEV_TOOLS: 'true', HOST: '0.0.0.0' }, 'not on 0.0.0.0'],
    [{ DEV_TOOLS: 'true', NODE_ENV: 'production' }, 'not on NODE_ENV=production'],
    [{ DEV_TOOLS: 'yes' }, 'DEV_TOOLS: '],
  ])('refuses to serve the dev tools where others can reach them %#', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('knows loopback hosts', () => {
    for (const h of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', '127.0.0.1.example.com', 'localhost.evil.test', ''])
      expect(isLoopbackHost(h)).toBe(false);
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });
  });

  describe('S3 storage', () => {
    const s3 = { S3_BUCKET: 'ito-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

    it('uses local disk unless S3_BUCKET is set, and treats blank S3_* as unset', () => {
      expect(loadConfig({}).s3).toBeNull();
      expect(loadConfig({ S3_BUCKET: '', S3_PREFIX: ' ', S3_FORCE_PATH_STYLE: '' }).s3).toBeNull();
    });

    it('reads a bucket with AWS defaults', () => {
      expect(loadConfig(s3).s3).toEqual({
        endpoint: undefined,
        bucket: 'ito-files',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        prefix: '',
      });
    });

    it('reads a MinIO-like endpoint with path style and a prefix', () => {
      const env = {
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/prod/uploads',
      };
      expect(loadConfig(env).s3).toMatchObject({
        endpoint: 'http://127.0.0.1:9000',
        region: 'auto',
        forcePathStyle: true,
        prefix: 'prod/uploads/',
      });
    });

    it.each([
      [
        { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' },
        'S3_BUCKET: required when other S3_* variables are set (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
      ],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when other S3_* variables are set (S3_ENDPOINT)'],
      [
        { S3_BUCKET: 'ito-files' },
        'S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n  S3_SECRET_ACCESS_KEY: required',
      ],
      [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set'],
      [{ ...s3, S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET: must be a bucket name'],
      [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be a URL'],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: '],
      [{ ...s3, S3_PREFIX: '../other' }, 'S3_PREFIX: must be folder names'],
      [{ ...s3, S3_PREFIX: 'a b/' }, 'S3_PREFIX: must be folder names'],
    ])('stops on partial or bad S3 settings %#', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`Invalid configuration:\n  ${message}`);
    });
  });
});
