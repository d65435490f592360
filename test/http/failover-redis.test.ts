/**
 * A Redis failover under load, as an operator's highly available Redis has one: behind Sentinel (a primary, a
 * replica, three sentinels) and as a Cluster (three primaries, each with a replica), the primary holding the
 * callers' accounts is killed while they send documents. What the callers see: 200s, and during the failover
 * 503s with Retry-After; the service finds the promoted replica by itself; and every 200 is charged exactly once
 * across it (a commit is confirmed by a replica before its 200 goes out, a request cut off by the failover is
 * given back), with each account's ledger adding up to its balance.
 */
import calculateSlot from 'cluster-key-slot';
import { RedisStore } from '../../src/auth/redis-store';
import { RedisKeys } from '../../src/auth/redis-keys';
import { balanceOf } from '../../src/auth/ledger';
import { parseHostPorts, type RedisTarget } from '../../src/auth/redis-connection';
import { startRedisCluster, startSentinelSet, type RedisClusterSet, type SentinelSet } from '../support/redis-topology';
import sharp from 'sharp';
import { buildHarness, createCaller, postDocument, unitsLeft, type TestCaller } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';
import { waitFor } from '../support/wait-for';

const [passport] = loadFixtures('passport', 'clean-');
const CALLERS = 2;
const CREDITS = 200;

interface Answer {
  caller: number;
  /** A document read (charged when 200), or a quick request refused at decoding (422, never charged). */
  kind: 'read' | 'quick';
  status: number;
  retryAfter?: string;
  /** Sent after the promoted primary was in place. */
  afterFailover: boolean;
  /** An error's message, to tell what went wrong when a check fails. */
  message?: string;
}

/** Refused at decoding (too small), before any OCR: a request that only talks to Redis, many per second. */
const tinyImage = () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();

/**
 * Runs each caller in two loops against the harness (documents read, and quick requests that keep Redis busy
 * through the failover), kills the primary once each has been answered 200, and stops once each has been
 * answered 200 again after the failover; returns every answer.
 */
async function sendThroughFailover(harness: ReturnType<typeof buildHarness>, callers: TestCaller[], kill: () => Promise<unknown>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let failedOver = false;
  let stop = false;
  const okBefore = (i: number) => answers.some((a) => a.caller === i && a.status === 200);
  const quickAfter = () => answers.some((a) => a.kind === 'quick' && a.status === 422 && a.afterFailover);
  const okAfter = (i: number) => answers.some((a) => a.caller === i && a.status === 200 && a.afterFailover);
  const tiny = await tinyImage();
  const loop = async (i: number, kind: Answer['kind']) => {
    while (!stop) {
      const afterFailover = failedOver;
      const res = await postDocument(harness.app, callers[i].auth, 'passport', kind === 'read' ? passport.bytes : tiny, 'passport.jpg');
      answers.push({ caller: i, kind, status: res.status, retryAfter: res.headers['retry-after'], afterFailover, message: res.body?.error?.message });
      await new Promise((resolve) => setTimeout(resolve, kind === 'quick' ? 50 : res.status === 200 ? 0 : 200));
    }
  };
  const loops = callers.flatMap((_, i) => [loop(i, 'read'), loop(i, 'quick')]);
  try {
    // Generous: documents are read one at a time, and slowly on a machine busy with other tests.
    await waitFor(() => callers.every((_, i) => okBefore(i)), 90_000);
    await kill();
    failedOver = true;
    const deadline = Date.now() + 90_000;
    await waitFor(() => (callers.every((_, i) => okAfter(i)) && quickAfter()) || Date.now() > deadline, 100_000, 100);
  } finally {
    stop = true;
    await Promise.all(loops);
  }
  return answers;
}

/** The check every topology shares: answers, recovery, exactly-once charging and the ledger. */
async function expectChargedExactlyOnce(name: string, store: RedisStore, callers: TestCaller[], answers: Answer[]): Promise<void> {
  expect(answers.filter((a) => a.kind === 'read' && a.status !== 200 && a.status !== 503)).toEqual([]);
  expect(answers.filter((a) => a.kind === 'quick' && a.status !== 422 && a.status !== 503)).toEqual([]);
  // The quick requests met the failover: it was answered 503, not waited out.
  expect(answers.some((a) => a.status === 503)).toBe(true);
  for (const answer of answers.filter((a) => a.status === 503)) expect(answer.retryAfter).toMatch(/^\d+$/);
  // Recovered by itself: every caller was served again after the failover (its reads listed when not).
  for (let i = 0; i < callers.length; i++) {
    const reads = answers.filter((a) => a.caller === i && a.kind === 'read');
    if (!reads.some((a) => a.status === 200 && a.afterFailover)) {
      const list = reads.map((a) => `${a.status}${a.afterFailover ? ' (after)' : ''} ${a.message ?? ''}`).join('; ');
      throw new Error(`caller ${i} was not answered 200 after the failover; its documents: ${list}`);
    }
  }
  expect(answers.some((a) => a.kind === 'quick' && a.status === 422 && a.afterFailover)).toBe(true);

  const ok = callers.map((_, i) => answers.filter((a) => a.caller === i && a.status === 200).length);
  // Refunds of requests cut off by the failover are retried in the background until the new primary answers.
  await waitFor(async () => {
    const left = await Promise.all(callers.map((c) => unitsLeft(store, c.accountId).catch(() => -1)));
    return left.every((units, i) => CREDITS - units === ok[i]);
  }, 40_000, 250);
  const charged = (await Promise.all(callers.map((c) => unitsLeft(store, c.accountId)))).map((units) => CREDITS - units);
  const unavailable = answers.filter((a) => a.status === 503).length;
  const reads = answers.filter((a) => a.kind === 'read').length;
  // eslint-disable-next-line no-console
  console.log(`${name} failover: ${reads} documents sent and ${answers.length - reads} quick requests, ${ok.reduce((s, n) => s + n, 0)} answered 200 and ${charged.reduce((s, n) => s + n, 0)} charged (${ok.join('/')} vs ${charged.join('/')} per account), ${unavailable} answered 503 uncharged`);
  expect(charged).toEqual(ok);

  for (const caller of callers) {
    const [events, account] = await Promise.all([store.ledger(caller.accountId), store.getAccount(caller.accountId)]);
    expect(balanceOf(events).credits).toBe(account!.credits);
  }
}

/** The store and the app on a topology, with OCR, as `idocr serve` builds them. */
async function serviceOn(target: RedisTarget) {
  const store = await RedisStore.connect(target);
  // A read may take long on a machine busy with other tests; what is tested here is the store, not the deadline.
  const harness = buildHarness({ store, workers: 1, recognitionDeadlineMs: 120_000 });
  return { store, harness, close: async () => (await harness.close(), await store.close()) };
}

describe('Redis Sentinel: the primary killed under load', () => {
  let sentinel: SentinelSet;
  let service: Awaited<ReturnType<typeof serviceOn>>;

  beforeAll(async () => {
    sentinel = await startSentinelSet({ password: 'data-secret', sentinelPassword: 'sentinel-secret' });
    const sentinels = parseHostPorts('sentinels', sentinel.sentinels.join(','));
    service = await serviceOn({ kind: 'sentinel', sentinels, masterName: sentinel.masterName, password: 'data-secret', sentinelPassword: 'sentinel-secret', tls: false });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await sentinel?.stop();
  });

  it('answers 200 or 503 with Retry-After, recovers by itself, and charges every 200 exactly once', async () => {
    const { store, harness } = service;
    const callers = await Promise.all(Array.from({ length: CALLERS }, () => createCaller(store, { credits: CREDITS, quota: 0 })));
    const before = await sentinel.currentMaster();
    const answers = await sendThroughFailover(harness, callers, () => sentinel.killMaster());
    expect(await sentinel.currentMaster()).not.toEqual(before);
    await expectChargedExactlyOnce('Sentinel', store, callers, answers);
  }, 300_000);
});

describe('Redis Cluster: the primary of the callers\' slot killed under load', () => {
  let cluster: RedisClusterSet;
  let service: Awaited<ReturnType<typeof serviceOn>>;

  beforeAll(async () => {
    cluster = await startRedisCluster({ password: 'cluster-secret' });
    // Two of the six nodes, as an operator names some: the client finds the rest.
    service = await serviceOn({ kind: 'cluster', nodes: parseHostPorts('nodes', cluster.nodes.slice(0, 2).join(',')), password: 'cluster-secret', tls: false });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await cluster?.stop();
  });

  it('answers 200 or 503 with Retry-After, recovers by itself, and charges every 200 exactly once', async () => {
    const { store, harness } = service;
    const callers = await Promise.all(Array.from({ length: CALLERS }, () => createCaller(store, { credits: CREDITS, quota: 0 })));
    const slot = calculateSlot(new RedisKeys(store.prefix).account(callers[0].accountId));
    const answers = await sendThroughFailover(harness, callers, () => cluster.killMasterOf(slot));
    await expectChargedExactlyOnce('Cluster', store, callers, answers);
  }, 300_000);

  it('keeps every key of one account in one slot, and sweeps the reservations held on every primary', async () => {
    const { store } = service;
    const a = await createCaller(store, { credits: 3, quota: 0 });
    const b = await createCaller(store, { credits: 3, quota: 0 });
    const now = new Date();
    // Two reservations whose requests died: on whichever primaries their accounts' slots are.
    expect(await store.reserve(a.accountId, now, `lost-${a.accountId}`)).not.toBeNull();
    expect(await store.reserve(b.accountId, now, `lost-${b.accountId}`)).not.toBeNull();
    expect(await store.sweepExpired(new Date(now.getTime() + 11 * 60 * 1000))).toBe(2);
    expect(await unitsLeft(store, a.accountId)).toBe(3);
    expect(await unitsLeft(store, b.accountId)).toBe(3);
    expect((await store.ledger(a.accountId)).map((e) => e.type)).toEqual(['grant', 'reserve', 'expire']);
    // A key made on a cluster is found by its hash and revoked by its id alone.
    expect((await store.findKey(a.key, now))?.key.id).toBe(a.keyId);
    await store.revokeKey(a.keyId);
    expect((await store.findKey(a.key, now))?.key.status).toBe('revoked');
  });
});
