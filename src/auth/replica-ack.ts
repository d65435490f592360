/**
 * Asks the primary that holds a key to confirm that its replicas have the writes made so far (Redis `WAIT`), so
 * that a charge committed before a failover is not forgotten by the replica promoted in its place.
 *
 * WAIT covers the writes of the connection it is sent on and blocks that connection while it waits, so it goes on
 * the very connection the commits used, and one WAIT at a time per primary: commits that end while one is out
 * share the next. A primary with no replica is not asked (WAIT would only time out); how many it has is read
 * with ROLE, again soon after a WAIT came back short.
 */
import type Redis from 'ioredis';
import { Cluster } from 'ioredis';
import calculateSlot from 'cluster-key-slot';
import type { RedisClient } from './redis-connection';

/** How long a commit waits for a replica: far above a healthy replica's lag, far below a request's patience. */
export const REPLICA_ACK_TIMEOUT_MS = 250;
/** How long a primary's replica count is trusted. */
const ROLE_TTL_MS = 10_000;

export interface ReplicaAck {
  /** Replicas the primary had. */
  wanted: number;
  /** Replicas that confirmed in time. */
  acknowledged: number;
}

interface PrimaryState {
  replicas: number;
  checkedAt: number;
  /** The WAIT out now, and the one the commits that ended since will share. */
  running?: Promise<number>;
  next?: Promise<number>;
}

export class ReplicaAcknowledger {
  private readonly primaries = new Map<string, PrimaryState>();

  constructor(
    private readonly client: RedisClient,
    private readonly timeoutMs = REPLICA_ACK_TIMEOUT_MS,
  ) {}

  /** Waits (bounded) until the replicas of the primary holding `key` have every write made before the call. */
  async acknowledge(key: string): Promise<ReplicaAck> {
    const found = this.primaryOf(key);
    // The slot's primary is not known now (a cluster between two slot maps): nothing confirms the write.
    if (!found) return { wanted: 1, acknowledged: 0 };
    const { node, id } = found;
    const state = this.primaries.get(id) ?? { replicas: 0, checkedAt: 0 };
    this.primaries.set(id, state);
    if (Date.now() - state.checkedAt > ROLE_TTL_MS) {
      state.replicas = await countReplicas(node);
      state.checkedAt = Date.now();
    }
    if (state.replicas === 0) return { wanted: 0, acknowledged: 0 };
    const wanted = state.replicas;
    const acknowledged = Math.min(await this.sharedWait(node, state), wanted);
    // Short: a replica may have gone; count again on the next commit rather than wait for it each time.
    if (acknowledged === 0) state.checkedAt = 0;
    return { wanted, acknowledged };
  }

  /** WAIT for one replica: the one out now, or the next, shared. */
  private sharedWait(node: Redis, state: PrimaryState): Promise<number> {
    if (state.next) return state.next;
    const previous = state.running ?? Promise.resolve(0);
    const mine: Promise<number> = previous
      .catch(() => 0)
      .then(async () => {
        // From here on, commits that end wait for the WAIT after this one: this one may have been sent before
        // their write.
        if (state.next === mine) state.next = undefined;
        state.running = mine;
        try {
          return Number(await node.call('WAIT', 1, this.timeoutMs));
        } finally {
          if (state.running === mine) state.running = undefined;
        }
      });
    state.next = mine;
    return mine;
  }

  private primaryOf(key: string): { node: Redis; id: string } | null {
    if (!(this.client instanceof Cluster)) return { node: this.client, id: 'primary' };
    const id = this.client.slots[calculateSlot(key)]?.[0];
    const node = id === undefined ? undefined : this.client.nodes('master').find((candidate) => `${candidate.options.host}:${candidate.options.port}` === id);
    return node ? { node, id } : null;
  }
}

/** The replicas connected to a primary (ROLE: `master`, offset, one entry per replica). */
async function countReplicas(node: Redis): Promise<number> {
  const role = (await node.call('ROLE')) as [string, number, unknown[]];
  return role[0] === 'master' && Array.isArray(role[2]) ? role[2].length : 0;
}
