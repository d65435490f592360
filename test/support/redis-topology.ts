/**
 * Real Redis high-availability set-ups on loopback for tests, from the machine's redis-server: a Sentinel set (one
 * master, one replica, three sentinels) and a Redis Cluster (three masters with one replica each). Each helper
 * resolves only once the topology has settled, so a test can fail a master over straight away; a failover is a
 * SIGKILL, as a crash, and resolves once the promotion is visible to clients. A node killed stays dead: after one
 * failover the promoted master has no replica left, so a second one on the same master has nothing to promote.
 *
 * Nothing is persisted. Sentinel rewrites its config file and a cluster node writes its nodes file, so every file
 * lives in a fresh temp dir, removed on `stop()`.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Socket, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import Redis from 'ioredis';
import { findFreePort } from './free-port';

export interface RedisNode {
  host: '127.0.0.1';
  port: number;
}

export interface SentinelSet {
  /** The sentinels, as `host:port` strings, e.g. for REDIS_SENTINELS. */
  sentinels: string[];
  /** The master's name the sentinels monitor (REDIS_SENTINEL_MASTER). */
  masterName: string;
  /** The node that is master now, as the sentinels report it. */
  currentMaster(): Promise<RedisNode>;
  /** SIGKILLs the current master's process (no shutdown, no save) and resolves once a sentinel reports another node as master. Returns the old master and the new one. */
  killMaster(timeoutMs?: number): Promise<{ old: RedisNode; promoted: RedisNode }>;
  stop(): Promise<void>;
}

export interface RedisClusterSet {
  /** Every node as `host:port`, e.g. for REDIS_CLUSTER_NODES. */
  nodes: string[];
  /** Masters now, as CLUSTER NODES reports them. */
  masters(): Promise<RedisNode[]>;
  /** SIGKILLs the master that serves `slot` and resolves once its replica is master for that slot, every live node reports cluster_state:ok, and CLUSTER SLOTS on a live node names the promoted node for that slot. */
  killMasterOf(slot: number, timeoutMs?: number): Promise<{ old: RedisNode; promoted: RedisNode }>;
  stop(): Promise<void>;
}

/** PEM files: the nodes' certificate and key, and the CA that signed it. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
  caFile: string;
}

/** How the helper's own connections reach a node: its password, and with TLS the CA to trust. */
interface Access {
  password?: string;
  ca?: Buffer;
}

const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const HOST = '127.0.0.1';
const DEFAULT_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
const POLL_MS = 100;
const START_POLL_MS = 50;
const OUTPUT_TAIL_CHARS = 4000;
/** Per process in an error message, which may name six of them. */
const ERROR_TAIL_CHARS = 1500;
/** Against a port taken by someone else between choosing and binding it: likelier with test files in parallel. */
const SPAWN_ATTEMPTS = 5;
const MASTER_NAME = 'idocr-master';
const CLUSTER_SLOTS = 16384;
const CLUSTER_BUS_OFFSET = 10000;
const CLUSTER_MASTERS = 3;
const SETPRIV_BIN = '/usr/bin/setpriv';

/**
 * The exit hook below does not run when the test process dies of a signal (jest ends a worker that will not exit
 * with SIGTERM, then SIGKILL): the parent-death signal, which survives the exec into redis-server, covers that.
 */
const LAUNCHER = fs.existsSync(SETPRIV_BIN) ? [SETPRIV_BIN, '--pdeathsig', 'KILL', '--'] : [];

/** What every set-up starts from: its temp dir, its processes, the ports it took, one stop for all, one deadline. */
function beginTopology() {
  const dir = makeTempDir();
  const processes: RedisProcess[] = [];
  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => (stopping ??= stopAll(processes, dir));
  return { dir, processes, stop, ports: new Set<number>(), deadline: deadlineIn(DEFAULT_TIMEOUT_MS) };
}

/**
 * One master, one replica (replicaof the master), three sentinels (quorum 2), with down-after-milliseconds 1000,
 * failover-timeout 5000, parallel-syncs 1. Resolves when the replica's link is up (INFO replication
 * master_link_status:up) and every sentinel knows the master, the replica and the other two sentinels (SENTINEL
 * REPLICAS / SENTINEL SENTINELS). Optional password: when given, `requirepass` and `masterauth` on the data nodes and
 * `sentinel auth-pass` in the sentinels; optional sentinelPassword: `requirepass` on the sentinels (and `sentinel
 * sentinel-pass` so they can talk to each other). Optional tls: every node and sentinel
 * listens on TLS only, and replication and the sentinels' links speak TLS (see `listenArgs`).
 */
export async function startSentinelSet(options: { password?: string; sentinelPassword?: string; tls?: TlsFiles } = {}): Promise<SentinelSet> {
  const { password, sentinelPassword, tls } = options;
  const ca = tls && fs.readFileSync(tls.caFile);
  const data: Access = { password, ca };
  const sentinelSide: Access = { password: sentinelPassword, ca };
  const { dir, processes, stop, ports, deadline } = beginTopology();

  try {
    const master = await startRedis('master at start', processes, deadline, data, () => choosePort(ports), (port) =>
      dataNodeArgs(port, dir, password, tls));
    const replica = await startRedis('replica at start', processes, deadline, data, () => choosePort(ports), (port) => [
      ...dataNodeArgs(port, dir, password, tls),
      '--replicaof', HOST, String(master.port),
    ]);
    // A sentinel learns of replicas from the master's INFO, which it asks for on connecting and then only every
    // 10 s: the replica must be attached before the sentinels start.
    await settle('the replica to sync with the master', async () => {
      const link = infoField(await command(replica.port, data, 'INFO', 'replication'), 'master_link_status');
      if (link !== 'up') return `replica master_link_status:${link}`;
      const attached = infoField(await command(master.port, data, 'INFO', 'replication'), 'connected_slaves');
      return attached === '1' ? null : `master connected_slaves:${attached}`;
    }, deadline, [master, replica]);

    // Each sentinel is told its own id and its peers'. Left to find each other through hellos, sent every 2 s,
    // they took most of a start; told, they still try the peers not listening yet again only after 1 s.
    const planned = await Promise.all([1, 2, 3].map(async () => ({ id: randomBytes(20).toString('hex'), port: await choosePort(ports) })));
    const sentinels = await Promise.all(planned.map((self, i) => {
      let firstTry = true;
      // A port taken meanwhile: its peers find the sentinel on its new one through its hellos, by its id.
      const port = (): Promise<number> => (firstTry ? ((firstTry = false), Promise.resolve(self.port)) : choosePort(ports));
      return startRedis(`sentinel ${i + 1}`, processes, deadline, sentinelSide, port, (chosen) => {
        const configFile = path.join(dir, `sentinel-${chosen}.conf`);
        const peers = planned.filter((other) => other !== self);
        fs.writeFileSync(configFile, sentinelConfig(chosen, self.id, peers, dir, master.port, { password, sentinelPassword, tls }));
        return [configFile, '--sentinel'];
      });
    }));

    await settle('every sentinel to know the master, the replica and the other sentinels', async () => {
      for (const sentinel of sentinels) {
        const others = sentinels.filter((other) => other !== sentinel).map((other) => other.port);
        const missing = await withClient(sentinel.port, sentinelSide, async (client) => {
          const seen = toRecord(await client.call('SENTINEL', 'MASTER', MASTER_NAME));
          if (seen.port !== String(master.port) || seen.flags !== 'master') return `master ${seen.port} flags ${seen.flags}`;
          const replicas = toRecords(await client.call('SENTINEL', 'REPLICAS', MASTER_NAME));
          if (!replicas.some((r) => r.port === String(replica.port) && r.flags === 'slave' && r['master-link-status'] === 'ok')) {
            return `replicas [${replicas.map((r) => `${r.port} ${r.flags}`).join(', ')}]`;
          }
          const peers = toRecords(await client.call('SENTINEL', 'SENTINELS', MASTER_NAME));
          if (!others.every((port) => peers.some((peer) => peer.port === String(port) && peer.flags === 'sentinel'))) {
            return `sentinels [${peers.map((peer) => `${peer.port} ${peer.flags}`).join(', ')}]`;
          }
          return null;
        });
        if (missing) return `${sentinel.label} sees ${missing}`;
      }
      return null;
    }, deadline, processes);

    const dataNodes = [master, replica];

    const currentMaster = async (): Promise<RedisNode> => {
      let lastError: unknown = null;
      for (const sentinel of sentinels.filter((s) => s.alive)) {
        try {
          return await masterAddress(sentinel.port, sentinelSide);
        } catch (error) {
          lastError = error;
        }
      }
      throw new Error(lastError === null ? 'no sentinel is running' : `no sentinel names the master: ${String(lastError)}`);
    };

    return {
      sentinels: sentinels.map((sentinel) => `${HOST}:${sentinel.port}`),
      masterName: MASTER_NAME,
      currentMaster,
      async killMaster(timeoutMs = DEFAULT_TIMEOUT_MS) {
        const old = await currentMaster();
        const victim = dataNodes.find((node) => node.port === old.port && node.alive);
        if (!victim) throw new Error(`the sentinels name ${HOST}:${old.port} as master, which is not running`);
        const candidates = dataNodes.filter((node) => node !== victim && node.alive);
        if (candidates.length === 0) throw new Error('no replica left to promote: the set has failed over before');
        await victim.kill();
        const found: { promoted?: RedisNode } = {};
        await settle(`a sentinel to promote a replica of ${HOST}:${old.port}`, async () => {
          const named: string[] = [];
          for (const sentinel of sentinels) {
            const address = await masterAddress(sentinel.port, sentinelSide).catch(() => null);
            named.push(`${sentinel.label}: ${address ? address.port : 'no answer'}`);
            if (!address || address.port === old.port) continue;
            // Sentinels switch the address only once the replica reports itself master; asked again, to be sure.
            const role = (await command(address.port, data, 'ROLE')) as unknown[];
            if (role[0] !== 'master') return `${address.port} is named but has role ${String(role[0])}`;
            found.promoted = address;
            return null;
          }
          return `sentinels name ${named.join(', ')}`;
        }, deadlineIn(timeoutMs), [...sentinels, ...candidates]);
        return { old, promoted: found.promoted! };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Six nodes with cluster-enabled yes, cluster-node-timeout 1000, cluster-config-file in the temp dir: three masters
 * with the 16384 slots split evenly (CLUSTER ADDSLOTSRANGE), each with one replica (CLUSTER MEET then CLUSTER
 * REPLICATE), and cluster-replica-validity-factor 0 so a replica always takes over; cluster-require-full-coverage
 * stays yes, so the whole cluster answers CLUSTERDOWN while a failover is under way. Resolves when every node
 * reports cluster_state:ok, every replica's master_link_status is up and every node knows each replica's master.
 * Optional password (requirepass + masterauth); optional tls: TLS only, the cluster bus and replication included.
 */
export async function startRedisCluster(options: { password?: string; tls?: TlsFiles } = {}): Promise<RedisClusterSet> {
  const { password, tls } = options;
  const access: Access = { password, ca: tls && fs.readFileSync(tls.caFile) };
  const { dir, processes, stop, ports, deadline } = beginTopology();

  try {
    const nodes = await Promise.all([1, 2, 3, 4, 5, 6].map((n) =>
      startRedis(`cluster node ${n}`, processes, deadline, access, () => choosePort(ports, true), (port) => [
        ...dataNodeArgs(port, dir, password, tls),
        '--cluster-enabled', 'yes',
        '--cluster-config-file', path.join(dir, `nodes-${port}.conf`),
        '--cluster-node-timeout', '1000',
        // Otherwise a replica whose link went down too long ago (measured in node timeouts) refuses to take over.
        '--cluster-replica-validity-factor', '0',
      ])));
    const masters = nodes.slice(0, CLUSTER_MASTERS);
    const replicas = nodes.slice(CLUSTER_MASTERS);
    const ids = (await Promise.all(nodes.map((node) => command(node.port, access, 'CLUSTER', 'MYID')))) as string[];

    // Distinct epochs from the start, as `redis-cli --cluster create` sets them: equal ones are resolved by the nodes
    // themselves, but only bit by bit, and a failover vote counts on them.
    await Promise.all(nodes.map((node, i) => command(node.port, access, 'CLUSTER', 'SET-CONFIG-EPOCH', i + 1)));
    await Promise.all(masters.map((node, i) =>
      command(node.port, access, 'CLUSTER', 'ADDSLOTSRANGE', slotRange(i)[0], slotRange(i)[1])));
    await Promise.all(nodes.slice(1).map((node) => command(nodes[0].port, access, 'CLUSTER', 'MEET', HOST, node.port)));
    await settle('every cluster node to know the other five', async () => {
      for (const node of nodes) {
        const view = parseClusterNodes(await command(node.port, access, 'CLUSTER', 'NODES'));
        const unsettled = view.filter((entry) => !isHealthy(entry));
        if (view.length !== nodes.length || unsettled.length > 0) {
          return `${node.label} knows ${view.length} nodes, unsettled: ${unsettled.map(describeEntry).join('; ') || 'none'}`;
        }
      }
      return null;
    }, deadline, processes);

    await Promise.all(replicas.map((node, i) => command(node.port, access, 'CLUSTER', 'REPLICATE', ids[i])));
    await settle('the cluster to be ok with every replica in sync', async () => {
      for (const [i, node] of replicas.entries()) {
        const link = infoField(await command(node.port, access, 'INFO', 'replication'), 'master_link_status');
        if (link !== 'up') return `${node.label} (replica of ${masters[i].label}) master_link_status:${link}`;
      }
      for (const node of nodes) {
        const state = infoField(await command(node.port, access, 'CLUSTER', 'INFO'), 'cluster_state');
        if (state !== 'ok') return `${node.label} cluster_state:${state}`;
        // Masters vote for a replica only if they know it as the failed master's replica.
        const view = parseClusterNodes(await command(node.port, access, 'CLUSTER', 'NODES'));
        for (const [i, id] of ids.slice(CLUSTER_MASTERS).entries()) {
          const entry = view.find((e) => e.id === id);
          if (!entry || !entry.flags.includes('slave') || entry.masterId !== ids[i] || !isHealthy(entry)) {
            return `${node.label} sees ${replicas[i].label} as ${entry ? describeEntry(entry) : 'unknown'}`;
          }
        }
      }
      return null;
    }, deadline, processes);

    const liveView = async (): Promise<{ node: RedisProcess; view: ClusterEntry[] }> => {
      let lastError: unknown = null;
      for (const node of nodes.filter((n) => n.alive)) {
        try {
          return { node, view: parseClusterNodes(await command(node.port, access, 'CLUSTER', 'NODES')) };
        } catch (error) {
          lastError = error;
        }
      }
      throw new Error(lastError === null ? 'no cluster node is running' : `no cluster node answers CLUSTER NODES: ${String(lastError)}`);
    };

    return {
      nodes: nodes.map((node) => `${HOST}:${node.port}`),
      async masters() {
        const { view } = await liveView();
        return view
          .filter((entry) => entry.flags.includes('master') && !entry.flags.includes('fail'))
          .sort((a, b) => (a.slots[0]?.[0] ?? CLUSTER_SLOTS) - (b.slots[0]?.[0] ?? CLUSTER_SLOTS))
          .map((entry) => ({ host: HOST, port: entry.port }));
      },
      async killMasterOf(slot, timeoutMs = DEFAULT_TIMEOUT_MS) {
        if (!Number.isInteger(slot) || slot < 0 || slot >= CLUSTER_SLOTS) throw new RangeError(`no such slot: ${slot}`);
        const { view } = await liveView();
        const owner = view.find((entry) =>
          entry.flags.includes('master') && !entry.flags.includes('fail') && entry.slots.some(([from, to]) => from <= slot && slot <= to));
        if (!owner) throw new Error(`no master serves slot ${slot}`);
        const victim = nodes.find((node) => node.port === owner.port && node.alive);
        if (!victim) throw new Error(`${HOST}:${owner.port} serves slot ${slot} but is not running`);
        const replicaPorts = view.filter((entry) => entry.masterId === owner.id).map((entry) => entry.port);
        const candidates = nodes.filter((node) => replicaPorts.includes(node.port) && node.alive);
        if (candidates.length === 0) throw new Error(`${HOST}:${owner.port} (slot ${slot}) has no live replica to promote`);
        await victim.kill();

        const found: { promoted?: RedisNode } = {};
        const live = nodes.filter((node) => node.alive);
        await settle(`a replica of ${HOST}:${owner.port} to take over slot ${slot}`, async () => {
          const { node: asked, view: now } = await liveView();
          const server = now.find((entry) => entry.flags.includes('master') && entry.slots.some(([from, to]) => from <= slot && slot <= to));
          if (!server || !candidates.some((node) => node.port === server.port)) {
            return `${asked.label} has slot ${slot} on ${server ? describeEntry(server) : 'no node'}`;
          }
          for (const node of live) {
            const state = infoField(await command(node.port, access, 'CLUSTER', 'INFO'), 'cluster_state');
            if (state !== 'ok') return `${node.label} cluster_state:${state}`;
            const servedBy = slotServer(await command(node.port, access, 'CLUSTER', 'SLOTS'), slot);
            if (servedBy !== server.port) return `${node.label} CLUSTER SLOTS has slot ${slot} on ${servedBy ?? 'no node'}`;
          }
          found.promoted = { host: HOST, port: server.port };
          return null;
        }, deadlineIn(timeoutMs), live);
        return { old: { host: HOST, port: owner.port }, promoted: found.promoted! };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function dataNodeArgs(port: number, dir: string, password: string | undefined, tls: TlsFiles | undefined): string[] {
  return [
    ...listenArgs(port, tls), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', dir,
    // A replica writes the RDB it receives under this name: one each, in the shared dir.
    '--dbfilename', `dump-${port}.rdb`,
    // A master waits 5 s by default before a full sync, in case more replicas come to share it: most of a start.
    '--repl-diskless-sync-delay', '0',
    ...(password === undefined ? [] : ['--requirepass', password, '--masterauth', password]),
  ];
}

/**
 * The one port a node listens on. With TLS, nothing else: no plain port (`--port 0`), and replication, the cluster
 * bus and a sentinel's links to the nodes and its peers speak TLS too, so a client that can only speak plain text
 * finds nothing to talk to anywhere. Clients show no certificate.
 */
function listenArgs(port: number, tls: TlsFiles | undefined): string[] {
  if (!tls) return ['--port', String(port)];
  return [
    '--port', '0', '--tls-port', String(port),
    '--tls-cert-file', tls.certFile, '--tls-key-file', tls.keyFile, '--tls-ca-cert-file', tls.caFile,
    '--tls-auth-clients', 'no', '--tls-replication', 'yes', '--tls-cluster', 'yes',
  ];
}

function sentinelConfig(
  port: number,
  id: string,
  peers: { id: string; port: number }[],
  dir: string,
  masterPort: number,
  { password, sentinelPassword, tls }: { password?: string; sentinelPassword?: string; tls?: TlsFiles },
): string {
  const listen = listenArgs(port, tls);
  return [
    // The same settings as the data nodes' arguments, as config lines.
    ...Array.from({ length: listen.length / 2 }, (_, i) => `${listen[2 * i].slice(2)} ${quote(listen[2 * i + 1])}`),
    `bind ${HOST}`,
    `dir ${quote(dir)}`,
    `sentinel myid ${id}`,
    `sentinel monitor ${MASTER_NAME} ${HOST} ${masterPort} 2`,
    // After the monitor line, which they refer to.
    ...peers.map((peer) => `sentinel known-sentinel ${MASTER_NAME} ${HOST} ${peer.port} ${peer.id}`),
    `sentinel down-after-milliseconds ${MASTER_NAME} 1000`,
    `sentinel failover-timeout ${MASTER_NAME} 5000`,
    `sentinel parallel-syncs ${MASTER_NAME} 1`,
    ...(password === undefined ? [] : [`sentinel auth-pass ${MASTER_NAME} ${quote(password)}`]),
    ...(sentinelPassword === undefined ? [] : [`requirepass ${quote(sentinelPassword)}`, `sentinel sentinel-pass ${quote(sentinelPassword)}`]),
    '',
  ].join('\n');
}

/** A config-file string: Redis splits lines on spaces and unquotes "..." with backslash escapes. */
function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

/** Master `i`'s share of the slots, split as `redis-cli --cluster create` splits them. */
function slotRange(i: number): [number, number] {
  return [Math.round((i * CLUSTER_SLOTS) / CLUSTER_MASTERS), Math.round(((i + 1) * CLUSTER_SLOTS) / CLUSTER_MASTERS) - 1];
}

async function masterAddress(sentinelPort: number, sentinel: Access): Promise<RedisNode> {
  const reply = (await command(sentinelPort, sentinel, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER_NAME)) as string[] | null;
  if (!reply) throw new Error(`sentinel on ${sentinelPort} does not know ${MASTER_NAME}`);
  return { host: HOST, port: Number(reply[1]) };
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

class RedisProcess {
  readonly exited: Promise<void>;
  private output = '';

  constructor(
    readonly label: string,
    readonly port: number,
    private readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer): void => {
      this.output = (this.output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // A set a test forgot to stop must not keep the test process alive: the exit hook ends it with the process.
    child.unref();
    for (const stream of [child.stdout, child.stderr]) if (stream instanceof Socket) stream.unref();
    this.exited = new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.on('error', (error) => {
        this.output += `\n[${String(error)}]`;
        if (child.pid === undefined) resolve();
      });
    });
    running.add(this);
    updateExitHook();
    void this.exited.then(() => {
      running.delete(this);
      updateExitHook();
    });
  }

  /** redis-server's own: the launcher execs into it. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.child.pid !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** A crash: no shutdown, no save. */
  async kill(): Promise<void> {
    if (!this.alive) return;
    // Unreferenced, the child alone would not keep the process running until its exit is seen.
    this.child.ref();
    this.killNow();
    await this.exited;
  }

  killNow(): void {
    if (this.alive) this.child.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.ref();
    const killer = setTimeout(() => this.killNow(), STOP_TIMEOUT_MS);
    this.child.kill('SIGTERM');
    await this.exited;
    clearTimeout(killer);
  }

  /** How it ended, for messages. */
  get ending(): string {
    if (this.child.pid === undefined) return 'could not be started';
    if (this.child.signalCode) return `was killed by ${this.child.signalCode}`;
    return this.child.exitCode === null ? 'is running' : `exited with code ${this.child.exitCode}`;
  }

  tail(chars = ERROR_TAIL_CHARS): string {
    return this.output.slice(-chars);
  }
}

/** Spawns redis-server on a port from `choosePort`, into `processes` at once so a failure later still stops it. */
async function startRedis(
  label: string,
  processes: RedisProcess[],
  deadline: Deadline,
  access: Access,
  choosePort: () => Promise<number>,
  argsFor: (port: number) => string[],
): Promise<RedisProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort();
    const [command, ...args] = [...LAUNCHER, REDIS_SERVER_BIN, ...argsFor(port)];
    const node = new RedisProcess(label, port, spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    processes.push(node);
    while (node.alive && Date.now() < deadline.at && !(await isServedBy(node, access))) await sleep(START_POLL_MS);
    if (node.alive && Date.now() < deadline.at) return node;
    const ending = node.alive ? `did not answer within ${deadline.ms} ms` : node.ending;
    await node.kill();
    // Dead, it needs no stopping, and the waits that watch `processes` must not take it for a node that died.
    processes.splice(processes.indexOf(node), 1);
    const portTaken = /Address already in use/i.test(node.tail(OUTPUT_TAIL_CHARS));
    if (portTaken && attempt < SPAWN_ATTEMPTS) continue;
    throw new Error(`${label} (${REDIS_SERVER_BIN} on port ${port}) ${ending}:\n${node.tail()}`);
  }
}

/**
 * Whether the node's own process answers on its port. Any answer would not do: when the port was taken meanwhile
 * (the cluster bus port of another set, in another test file, say), the one answering is someone else's.
 */
async function isServedBy(node: RedisProcess, access: Access): Promise<boolean> {
  try {
    return infoField(await command(node.port, access, 'INFO', 'server'), 'process_id') === String(node.pid);
  } catch {
    return false;
  }
}

/** Nodes the test forgot to stop, and their dirs, go when the test process exits. */
const running = new Set<RedisProcess>();
const tempDirs = new Set<string>();
// Jest gives each test file a copy of `process` whose 'exit' never fires; the host's is the one of the main context.
const hostProcess: NodeJS.Process = (() => {
  try {
    const host = vm.runInThisContext('process') as NodeJS.Process | undefined;
    return typeof host?.on === 'function' ? host : process;
  } catch {
    return process;
  }
})();
let exitHooked = false;

function killEverything(): void {
  for (const node of running) node.killNow();
  for (const dir of tempDirs) {
    try {
      // A node killed a moment ago may still be writing its files.
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // Left in the temp dir rather than an exception thrown while the process exits.
    }
  }
}

/** Hooked only while something is left, so test files run one after another in a worker do not pile listeners up. */
function updateExitHook(): void {
  const needed = running.size > 0 || tempDirs.size > 0;
  if (needed === exitHooked) return;
  if (needed) hostProcess.on('exit', killEverything);
  else hostProcess.off('exit', killEverything);
  exitHooked = needed;
}

function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-redis-'));
  tempDirs.add(dir);
  updateExitHook();
  return dir;
}

async function stopAll(processes: RedisProcess[], dir: string): Promise<void> {
  await Promise.all(processes.map((node) => node.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
  updateExitHook();
}

// ---------------------------------------------------------------------------------------------------------------
// Ports, connections, polling

/**
 * A free port none of this set has chosen; with `clusterBus`, one whose bus port (port + 10000, where the nodes
 * talk to each other) is free and valid too.
 */
async function choosePort(chosen: Set<number>, clusterBus = false): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await findFreePort();
    if (chosen.has(port)) continue;
    if (!clusterBus) {
      chosen.add(port);
      return port;
    }
    const bus = port + CLUSTER_BUS_OFFSET;
    if (bus > 65535 || chosen.has(bus)) continue;
    // Reserved before the await, as the six nodes choose at the same time.
    chosen.add(port).add(bus);
    if (await isFree(bus)) return port;
    chosen.delete(port);
    chosen.delete(bus);
  }
  throw new Error(`no free port${clusterBus ? ' with a free cluster bus port' : ''} in 100 tries`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** A connection of its own, which gives up at once on a dead node instead of retrying. */
async function withClient<T>(port: number, access: Access, use: (client: Redis) => Promise<T>): Promise<T> {
  const client = new Redis({
    host: HOST, port, password: access.password, ...(access.ca ? { tls: { ca: access.ca } } : {}), lazyConnect: true, enableReadyCheck: false, enableOfflineQueue: false,
    maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1_000, commandTimeout: 2_000,
  });
  // Every failure also rejects the command awaited.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await use(client);
  } finally {
    client.disconnect();
  }
}

function command(port: number, access: Access, name: string, ...args: (string | number)[]): Promise<unknown> {
  return withClient(port, access, (client) => client.call(name, ...args));
}

/** One time limit for all the waits of a start or a failover. */
interface Deadline {
  at: number;
  ms: number;
}

function deadlineIn(ms: number): Deadline {
  return { at: Date.now() + ms, ms };
}

/**
 * Polls `pending` (why it is not there yet, or null once it is) every POLL_MS; throws with the last reason and the
 * output of `watched`, at once when one of them has died.
 */
async function settle(what: string, pending: () => Promise<string | null>, deadline: Deadline, watched: readonly RedisProcess[]): Promise<void> {
  let reason = 'not checked yet';
  for (;;) {
    try {
      const now = await pending();
      if (now === null) return;
      reason = now;
    } catch (error) {
      reason = String(error);
    }
    const dead = watched.filter((node) => !node.alive);
    if (dead.length > 0) throw new Error(`waiting for ${what}: ${dead.map((node) => `${node.label} ${node.ending}`).join(', ')} (${reason})\n${transcript(watched)}`);
    if (Date.now() >= deadline.at) throw new Error(`${what}: not within ${deadline.ms} ms (${reason})\n${transcript(watched)}`);
    await sleep(POLL_MS);
  }
}

function transcript(nodes: readonly RedisProcess[]): string {
  return nodes.map((node) => `--- ${node.label}, port ${node.port}${node.alive ? '' : `, ${node.ending}`} ---\n${node.tail()}`).join('\n');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------------------------
// Replies

function infoField(info: unknown, field: string): string | undefined {
  return String(info).match(new RegExp(`^${field}:(.*?)\\r?$`, 'm'))?.[1];
}

/** SENTINEL MASTER and friends answer a flat [key, value, key, value, ...] list. */
function toRecord(reply: unknown): Record<string, string> {
  const list = reply as string[];
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) record[list[i]] = list[i + 1];
  return record;
}

function toRecords(reply: unknown): Record<string, string>[] {
  return (reply as unknown[]).map(toRecord);
}

interface ClusterEntry {
  id: string;
  port: number;
  flags: string[];
  masterId: string | null;
  linkState: string;
  slots: [number, number][];
}

/** CLUSTER NODES: `id ip:port@bus[,hostname] flags master ping-sent pong-recv epoch link slot...`. */
function parseClusterNodes(reply: unknown): ClusterEntry[] {
  return String(reply).split('\n').filter((line) => line.trim()).map((line) => {
    const [id, address, flags, master, , , , linkState, ...slots] = line.trim().split(' ');
    return {
      id,
      port: Number(/:(\d+)@/.exec(address)?.[1] ?? NaN),
      flags: flags.split(','),
      masterId: master === '-' ? null : master,
      linkState,
      // Slots being migrated or imported, `[slot->-id]`, are not served yet or any more.
      slots: slots.filter((slot) => !slot.startsWith('[')).map((slot) => {
        const [from, to = from] = slot.split('-').map(Number);
        return [from, to] as [number, number];
      }),
    };
  });
}

function isHealthy(entry: ClusterEntry): boolean {
  return entry.linkState === 'connected' && !entry.flags.some((flag) => ['fail', 'fail?', 'handshake', 'noaddr'].includes(flag));
}

function describeEntry(entry: ClusterEntry): string {
  return `${entry.port} ${entry.flags.join(',')} ${entry.linkState}`;
}

/** CLUSTER SLOTS: `[[from, to, [ip, port, id, ...], replica...], ...]`; the port of the master serving `slot`. */
function slotServer(reply: unknown, slot: number): number | null {
  const range = (reply as [number, number, [string, number]][]).find(([from, to]) => from <= slot && slot <= to);
  return range ? Number(range[2][1]) : null;
}
