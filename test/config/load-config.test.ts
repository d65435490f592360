import path from 'node:path';
import { BUNDLED_RULES_DIR, loadConfig, readBudgetOf } from '../../src/config/load-config';

describe('loadConfig', () => {
  it('has the contract defaults and is frozen', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, metricsPort: 9464, redis: undefined, ledgerRetentionDays: 400, logLevel: 'info', rulesDirs: [BUNDLED_RULES_DIR], recognitionDeadlineMs: 15000, memoryBudgetMiB: undefined });
    expect(config.ocrWorkers).toBeGreaterThanOrEqual(1);
    expect(Object.isFrozen(config)).toBe(true);
    expect(config.limits).toMatchObject({
      rateWindowSeconds: 60,
      ratePerKey: 300,
      ratePerAccount: 600,
      ratePerAddress: 600,
      authFailuresPerAddress: 20,
      trustedProxies: 0,
      maxInFlight: config.ocrWorkers * 8,
      maxInFlightPerKey: config.ocrWorkers * 4,
      pagePixelBudget: 8_000_000,
      readBudgetPixels: 12_000_000,
      readBudgetMs: 7000,
      keepAliveTimeoutMs: 65000,
      headersTimeoutMs: 66000,
      requestTimeoutMs: 60000,
      bodyIdleTimeoutMs: 10000,
      maxConnections: 1024,
    });
    expect(Object.isFrozen(config.limits)).toBe(true);
  });

  it('reads every limit, a rate of 0 turning it off', () => {
    const { limits } = loadConfig({ OCR_WORKERS: '3', RATE_LIMIT_PER_KEY: '0', RATE_LIMIT_PER_ADDRESS: '50', TRUSTED_PROXIES: '2', MAX_IN_FLIGHT_PER_KEY: '5', PAGE_PIXEL_BUDGET: '4000000', READ_BUDGET_PIXELS: '6000000', READ_BUDGET_MS: '0', KEEP_ALIVE_TIMEOUT_MS: '90000', MAX_CONNECTIONS: '0' });
    expect(limits).toMatchObject({ ratePerKey: 0, ratePerAddress: 50, trustedProxies: 2, maxInFlight: 24, maxInFlightPerKey: 5, pagePixelBudget: 4_000_000, readBudgetPixels: 6_000_000, readBudgetMs: 0, keepAliveTimeoutMs: 90000, headersTimeoutMs: 91000, maxConnections: 0 });
  });

  it('gives recognitions a read time unless READ_BUDGET_MS is 0', () => {
    expect(readBudgetOf(loadConfig({}))).toEqual({ readBudgetPixels: 12_000_000, readBudgetMs: 7000 });
    expect(readBudgetOf(loadConfig({ READ_BUDGET_MS: '0' }))).toEqual({ readBudgetPixels: 12_000_000, readBudgetMs: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig({ PORT: '9000', METRICS_PORT: '9100', REDIS_URL: 'redis://cache:6379/2', OCR_WORKERS: '3', LOG_LEVEL: 'debug', RULES_DIRS: '/etc/idocr/rules:./more', OCR_MAX_QUEUE: '7', RECOGNITION_DEADLINE_MS: '20000', OCR_MEMORY_BUDGET_MIB: '3000' });
    expect(config).toMatchObject({ port: 9000, metricsPort: 9100, redis: { kind: 'url', url: 'redis://cache:6379/2' }, ocrWorkers: 3, logLevel: 'debug', maxQueue: 7, recognitionDeadlineMs: 20000, memoryBudgetMiB: 3000 });
    expect(config.rulesDirs).toEqual(['/etc/idocr/rules', path.resolve('more')]);
  });

  it('names Redis by URL, through Sentinel or as a Cluster, with passwords and TLS', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_PASSWORD: 'pw', LEDGER_RETENTION_DAYS: '30' })).toMatchObject({
      redis: { kind: 'url', url: 'rediss://cache:6380', password: 'pw' },
      ledgerRetentionDays: 30,
    });
    expect(loadConfig({ REDIS_SENTINELS: 's1:26379, s2:26379,[::1]:26380', REDIS_SENTINEL_MASTER: 'idocr', REDIS_PASSWORD: 'pw', REDIS_SENTINEL_PASSWORD: 'spw', REDIS_TLS: 'true' }).redis).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
        { host: '::1', port: 26380 },
      ],
      masterName: 'idocr',
      password: 'pw',
      sentinelPassword: 'spw',
      tls: true,
    });
    expect(loadConfig({ REDIS_CLUSTER_NODES: 'r0:6379,r1:6379' }).redis).toEqual({ kind: 'cluster', nodes: [{ host: 'r0', port: 6379 }, { host: 'r1', port: 6379 }], tls: false });
  });

  it('refuses a Redis named twice or half-named', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://a:6379', REDIS_CLUSTER_NODES: 'b:6379' })).toThrow(/name one Redis: REDIS_URL and REDIS_CLUSTER_NODES are both set/);
    expect(() => loadConfig({ REDIS_SENTINELS: 's1:26379' })).toThrow(/REDIS_SENTINELS needs REDIS_SENTINEL_MASTER/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'r0' })).toThrow(/REDIS_CLUSTER_NODES: "r0" is not host:port/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'r0:6379', REDIS_TLS: 'yes' })).toThrow(/REDIS_TLS must be true or false/);
    expect(() => loadConfig({ LEDGER_RETENTION_DAYS: '0' })).toThrow(/LEDGER_RETENTION_DAYS must be an integer from 1/);
  });

  it('serves the demo page by default with the embedded store only; DEMO_PAGE says otherwise either way', () => {
    expect(loadConfig({}).demoPage).toBe(true);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).demoPage).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', DEMO_PAGE: 'true' }).demoPage).toBe(true);
    expect(loadConfig({ DEMO_PAGE: 'false' }).demoPage).toBe(false);
    expect(() => loadConfig({ DEMO_PAGE: 'yes' })).toThrow(/DEMO_PAGE must be true or false, got "yes"/);
  });

  it('refuses bad values, naming each', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', OCR_WORKERS: '0', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379', RECOGNITION_DEADLINE_MS: '5', RATE_LIMIT_PER_KEY: '-1', TRUSTED_PROXIES: 'all' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const expected of [/PORT must be an integer from 0 to 65535, got "eighty"/, /OCR_WORKERS must be an integer from 1 to 64, got "0"/, /LOG_LEVEL must be one of/, /REDIS_URL must start with redis:\/\//, /RECOGNITION_DEADLINE_MS must be an integer from 100 to 600000, got "5"/, /RATE_LIMIT_PER_KEY must be an integer from 0/, /TRUSTED_PROXIES must be an integer from 0 to 16, got "all"/]) {
      expect(message).toMatch(expected);
    }
  });
});
