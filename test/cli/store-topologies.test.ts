/**
 * The account, key, credit and ledger commands on each way of reaching Redis an operator may name: Sentinel
 * (REDIS_SENTINELS, REDIS_SENTINEL_MASTER, both passwords) and Cluster (REDIS_CLUSTER_NODES, REDIS_PASSWORD),
 * and a key they make working on the HTTP API over the same Redis, its rate limits counted there too; and TLS
 * (REDIS_TLS) to a Redis that speaks nothing else.
 */
import path from 'node:path';
import request from 'supertest';
import { RedisStore } from '../../src/auth/redis-store';
import { RateLimits } from '../../src/limits/rate-limits';
import { loadConfig } from '../../src/config/load-config';
import { balanceOf, type LedgerEvent } from '../../src/auth/ledger';
import { startRedisCluster, startSentinelSet, type RedisClusterSet, type SentinelSet } from '../support/redis-topology';
import { buildHarness } from '../support/http-harness';
import { jsonOutput, killStrayChildren, runCli } from '../support/cli-process';
import { startRedisServer, type RedisServer } from '../support/redis-server';

let sentinel: SentinelSet;
let cluster: RedisClusterSet;

beforeAll(async () => {
  [sentinel, cluster] = await Promise.all([startSentinelSet({ password: 'data-pw', sentinelPassword: 'sentinel-pw' }), startRedisCluster({ password: 'cluster-pw' })]);
}, 60_000);
afterEach(killStrayChildren);
afterAll(async () => {
  await killStrayChildren();
  await Promise.all([sentinel?.stop(), cluster?.stop()]);
});

const topologies: [string, () => Record<string, string>][] = [
  ['Sentinel', () => ({ REDIS_SENTINELS: sentinel.sentinels.join(','), REDIS_SENTINEL_MASTER: sentinel.masterName, REDIS_PASSWORD: 'data-pw', REDIS_SENTINEL_PASSWORD: 'sentinel-pw' })],
  ['Cluster', () => ({ REDIS_CLUSTER_NODES: cluster.nodes.slice(0, 1).join(','), REDIS_PASSWORD: 'cluster-pw' })],
];

describe.each(topologies)('on Redis %s', (_name, variables) => {
  it('creates an account and a key, adds credits, lists the ledger, and the key works on the API until revoked', async () => {
    const env = variables();
    const idocr = (...args: string[]) => runCli(args, { env, timeoutMs: 30_000 });
    const account = jsonOutput<{ id: string }>(await idocr('accounts', 'create', '--email', 'ops@example.com', '--verified', '--credits', '2', '--json'));
    const key = jsonOutput<{ id: string; key: string }>(await idocr('keys', 'create', account.id, '--name', 'production', '--json'));
    expect(jsonOutput<{ credits: number }>(await idocr('credits', 'add', account.id, '5', '--json')).credits).toBe(7);
    const events = jsonOutput<LedgerEvent[]>(await idocr('ledger', account.id, '--json'));
    expect(events.map((e) => e.type)).toEqual(['grant', 'grant']);
    expect(balanceOf(events).credits).toBe(7);
    expect(jsonOutput<Array<{ id: string }>>(await idocr('keys', 'list', account.id, '--json')).map((k) => k.id)).toEqual([key.id]);

    // The service as `idocr serve` builds it from the same variables: the store and the rate limits' client.
    const config = loadConfig(env);
    const store = await RedisStore.connect(config.redis!);
    const rateClient = RedisStore.createClient(config.redis!);
    if (rateClient.status !== 'ready') await new Promise((resolve) => rateClient.once('ready', resolve));
    const harness = buildHarness({ store, limits: { rate: new RateLimits({ ...config.limits, ratePerKey: 2 }, rateClient) } });
    try {
      const probe = () => request(harness.app).post('/api/v1/ocr').set('Authorization', `Bearer ${key.key}`).set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n');
      const accepted = await probe();
      expect(accepted.status).toBe(400);
      expect(accepted.headers['ratelimit-remaining']).toBe('1');
      expect((await idocr('keys', 'revoke', key.id)).code).toBe(0);
      const refused = await probe();
      expect(refused.status).toBe(401);
      expect(refused.body.error.details[0].reason).toBe('INVALID_API_KEY');
    } finally {
      await harness.close();
      await store.close();
      rateClient.disconnect();
    }
  });
});

describe('on a Redis that speaks only TLS and wants a password', () => {
  // A test CA and a certificate for 127.0.0.1 it signed (test/support/tls), trusted by the child process only.
  const tlsDir = path.join(__dirname, '..', 'support', 'tls');
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer({ password: 'tls-pw', tls: { certFile: path.join(tlsDir, 'server.pem'), keyFile: path.join(tlsDir, 'server.key'), caFile: path.join(tlsDir, 'ca.pem') } });
  });
  afterAll(() => server?.stop());

  it('works with REDIS_TLS=true and REDIS_PASSWORD, and says the store is unreachable without TLS', async () => {
    const env = { REDIS_URL: `redis://127.0.0.1:${server.tlsPort}`, REDIS_PASSWORD: 'tls-pw', NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'ca.pem') };
    const created = await runCli(['accounts', 'create', '--email', 'tls@example.com', '--credits', '1', '--json'], { env: { ...env, REDIS_TLS: 'true' }, timeoutMs: 30_000 });
    expect(jsonOutput<{ credits: number }>(created).credits).toBe(1);
    const plain = await runCli(['accounts', 'create', '--email', 'tls@example.com', '--json'], { env, timeoutMs: 30_000 });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/is unreachable/);
  });
});
