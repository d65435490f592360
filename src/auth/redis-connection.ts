/**
 * How the service reaches Redis: one server by URL, a primary found through Redis Sentinel, or a Redis Cluster.
 * Whichever it is, the client fails fast while Redis is away (a 503 now, never a request queued behind an outage)
 * and reconnects on its own, following a failover.
 */
import Redis, { Cluster, type RedisOptions } from 'ioredis';

export interface HostPort {
  host: string;
  port: number;
}

export type RedisTarget =
  | { kind: 'url'; url: string; password?: string; tls?: boolean }
  | { kind: 'sentinel'; sentinels: HostPort[]; masterName: string; password?: string; sentinelPassword?: string; tls: boolean }
  | { kind: 'cluster'; nodes: HostPort[]; password?: string; tls: boolean };

export type RedisClient = Redis | Cluster;

export interface ConnectionOptions {
  /** Connection errors, for logging. */
  onError?: (error: Error) => void;
  /** How long one connection attempt may take (default 1000 ms). */
  connectTimeoutMs?: number;
  /** How long one command may wait for its reply before the request gets a 503 (default 1000 ms). */
  commandTimeoutMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 1000;
/** How long to wait before reconnection attempt `attempt` (to a server, the sentinels, the cluster). */
const reconnectDelay = (attempt: number): number => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS);

/** A REDIS_URL as a target (the URL form kept for callers that only have one). */
export function urlTarget(url: string): RedisTarget {
  return { kind: 'url', url };
}

/** `host:port,host:port` (REDIS_SENTINELS, REDIS_CLUSTER_NODES); throws RangeError on anything else. */
export function parseHostPorts(what: string, value: string): HostPort[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) throw new RangeError(`${what} must list host:port pairs separated by commas`);
  return entries.map((entry) => {
    const match = /^(\[[0-9a-fA-F:]+\]|[^:\s]+):(\d{1,5})$/.exec(entry);
    const port = match ? Number(match[2]) : NaN;
    if (!match || port < 1 || port > 65535) throw new RangeError(`${what}: "${entry}" is not host:port`);
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
  });
}

/** Where the store is, for the start-up log: never a password. */
export function describeTarget(target: RedisTarget): string {
  switch (target.kind) {
    case 'url': {
      const url = new URL(target.url);
      return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
    }
    case 'sentinel':
      return `sentinel ${target.masterName} via ${target.sentinels.map(hostPort).join(',')}`;
    case 'cluster':
      return `cluster ${target.nodes.map(hostPort).join(',')}`;
  }
}

/** A client for the target with the fail-fast options; it connects in the background. */
export function createRedisClient(target: RedisTarget, options: ConnectionOptions = {}): RedisClient {
  const onError = options.onError ?? (() => undefined);
  const common: RedisOptions = {
    // A queued command would hold its request until Redis returns: answer 503 now instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A command cut off by a dropped connection must not be replayed later: a replayed reserve would take
    // a unit for a request that has already been answered 503.
    autoResendUnfulfilledCommands: false,
    connectTimeout: options.connectTimeoutMs ?? 1000,
    // Also covers a Redis that accepts connections but does not answer (paused, overloaded).
    commandTimeout: options.commandTimeoutMs ?? 1000,
    retryStrategy: reconnectDelay,
    // close() while Redis is away leaves a timer this long on the dead socket; keep shutdown quick.
    disconnectTimeout: 200,
    ...(target.password ? { password: target.password } : {}),
  };
  let client: RedisClient;
  switch (target.kind) {
    case 'url':
      client = new Redis(target.url, { ...common, ...(target.tls ? { tls: {} } : {}) });
      break;
    case 'sentinel':
      client = new Redis({
        ...common,
        sentinels: target.sentinels,
        name: target.masterName,
        ...(target.sentinelPassword ? { sentinelPassword: target.sentinelPassword } : {}),
        ...(target.tls ? { tls: {}, sentinelTLS: {}, enableTLSForSentinelMode: true } : {}),
        sentinelRetryStrategy: reconnectDelay,
        // The connections that listen for a failover announcement: given up after a few tries (the client makes
        // new ones when it next connects to a primary), so that a closed store leaves nothing reconnecting.
        sentinelReconnectStrategy: (attempt) => (attempt > 5 ? null : attempt * 200),
        // No failoverDetector: its disconnect, arriving while a reconnection asks the sentinels, ends the client
        // for good (ioredis sets it to 'end' when its connector fails). A dead primary breaks the connection, a
        // demoted one answers READONLY: both reconnect through the sentinels below.
        // A primary demoted under us refuses writes: find the new one (the refused command is not resent).
        reconnectOnError: (error) => (/^READONLY\b/.test(error.message) ? 1 : false),
      });
      break;
    case 'cluster':
      client = new Cluster(target.nodes, {
        enableOfflineQueue: false,
        enableReadyCheck: true,
        scaleReads: 'master',
        clusterRetryStrategy: reconnectDelay,
        // A command to a primary that went away is retried once the slots are known again, briefly: the
        // request waits at most about this, then answers 503.
        retryDelayOnFailover: 200,
        retryDelayOnClusterDown: 200,
        maxRedirections: 6,
        slotsRefreshTimeout: options.connectTimeoutMs ?? 1000,
        redisOptions: { ...common, ...(target.tls ? { tls: {} } : {}) },
      });
      break;
  }
  // Attached before the first tick: an 'error' event with no listener is reported as unhandled.
  client.on('error', onError);
  return client;
}

function hostPort(node: HostPort): string {
  return node.host.includes(':') ? `[${node.host}]:${node.port}` : `${node.host}:${node.port}`;
}
