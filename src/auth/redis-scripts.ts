/**
 * Lua run by RedisStore. Each script is one atomic step on the server: this is what makes N parallel reserves
 * on C units give exactly min(N, C), across processes and connections, and what keeps the ledger adding up to
 * the balance (an event is written in the step that moves the unit). Every key a script touches is passed in
 * KEYS, all of them in one account's hash slot (redis-keys.ts), so the scripts run on Redis Cluster too.
 * Missing hash fields and keys read as `false` in Lua, hence the `or '0'`.
 */

/**
 * Appends a ledger event under an id of its own time (ms), kept increasing when service replicas' clocks
 * disagree, and drops events older than `cutoff` (ms; approximately: whole stream nodes). The event's fields
 * follow, `time` first.
 */
const LEDGER = `
local function ledger(key, cutoff, ...)
  local fields = {...}
  local ms = tonumber(fields[2])
  local last = redis.call('XREVRANGE', key, '+', '-', 'COUNT', 1)[1]
  if last then ms = math.max(ms, tonumber(string.match(last[1], '^(%d+)'))) end
  redis.call('XADD', key, 'MINID', '~', cutoff, string.format('%d-*', ms), ...)
end
`;

/**
 * KEYS: account hash, ledger; ARGV: email, verified, credits, quota, createdAt, now (ms), ledger cutoff (ms).
 * Creates the account and writes its grant.
 */
export const CREATE_ACCOUNT = `${LEDGER}
redis.call('HSET', KEYS[1], 'email', ARGV[1], 'verified', ARGV[2], 'credits', ARGV[3], 'quota', ARGV[4], 'createdAt', ARGV[5])
ledger(KEYS[2], ARGV[7], 'time', ARGV[6], 'type', 'grant', 'credits', ARGV[3], 'quotaUsed', '0', 'quota', ARGV[4], 'outcome', 'created')
return 1
`;

/**
 * Takes one unit under a reservation id: nothing for a matching live idempotency record, else quota of the
 * month, else one credit; notes the reservation and when it expires, and locks the Idempotency-Key to it. A
 * reservation id seen before takes nothing more (a replayed reserve).
 * KEYS: account hash, quota counter of the month, reservation hash, the bucket's held set, ledger,
 *       [idempotency record, idempotency lock]
 * ARGV: now (ms), fingerprint or '', idempotency window (ms), quota counter TTL (s), reservation id,
 *       reservation TTL (ms), period, held-set member, key id, request id, ledger cutoff (ms)
 * Returns 'free' | 'quota' | 'credit', 'conflict' when another reservation holds the lock, or nil when nothing
 * is left or the account does not exist.
 */
export const RESERVE = `${LEDGER}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local seen = redis.call('HGET', KEYS[3], 'unit')
if seen then return seen end
if KEYS[7] then
  local holder = redis.call('GET', KEYS[7])
  if holder and holder ~= ARGV[5] then return 'conflict' end
end
local unit = false
if KEYS[6] and ARGV[2] ~= '' then
  local record = redis.call('HMGET', KEYS[6], 'fingerprint', 'recordedAt')
  if record[1] == ARGV[2] and record[2] and tonumber(ARGV[1]) - tonumber(record[2]) < tonumber(ARGV[3]) then
    unit = 'free'
  end
end
local credits, used = 0, 0
if not unit then
  local quota = tonumber(redis.call('HGET', KEYS[1], 'quota') or '0')
  local counter = redis.call('GET', KEYS[2])
  if tonumber(counter or '0') < quota then
    if not counter then
      ledger(KEYS[5], ARGV[11], 'time', ARGV[1], 'type', 'quota', 'credits', '0', 'quotaUsed', '0', 'quota', quota, 'period', ARGV[7], 'outcome', 'started')
    end
    redis.call('INCR', KEYS[2])
    redis.call('EXPIRE', KEYS[2], ARGV[4])
    unit, used = 'quota', 1
  elseif tonumber(redis.call('HGET', KEYS[1], 'credits') or '0') > 0 then
    redis.call('HINCRBY', KEYS[1], 'credits', -1)
    unit, credits = 'credit', -1
  end
end
if not unit then
  ledger(KEYS[5], ARGV[11], 'time', ARGV[1], 'type', 'reserve', 'key', ARGV[9], 'reservation', ARGV[5], 'request', ARGV[10], 'credits', '0', 'quotaUsed', '0', 'outcome', 'insufficient')
  return false
end
redis.call('HSET', KEYS[3], 'unit', unit, 'period', ARGV[7], 'state', 'reserved', 'lock', KEYS[7] or '', 'idem', KEYS[6] or '', 'key', ARGV[9], 'request', ARGV[10])
redis.call('ZADD', KEYS[4], tonumber(ARGV[1]) + tonumber(ARGV[6]), ARGV[8])
if KEYS[7] then redis.call('SET', KEYS[7], ARGV[5], 'PX', ARGV[6]) end
ledger(KEYS[5], ARGV[11], 'time', ARGV[1], 'type', 'reserve', 'key', ARGV[9], 'reservation', ARGV[5], 'request', ARGV[10],
  'unit', unit, 'credits', credits, 'quotaUsed', used, 'period', ARGV[7], 'outcome', unit)
return unit
`;

/** The event of a reservation's end, from its hash's fields r (unit, period, key, request in r[2]..r[5]). */
const END_EVENT = `
local function end_event(key, cutoff, now, type, id, r, credits, used, documentType, outcome)
  ledger(key, cutoff, 'time', now, 'type', type, 'key', r[4] or '', 'reservation', id, 'request', r[5] or '',
    'unit', r[2], 'credits', credits, 'quotaUsed', used, 'period', r[3], 'documentType', documentType, 'outcome', outcome)
end
`;

/**
 * Ends a reservation that is still held, keeping its unit; records the success under its Idempotency-Key.
 * KEYS: reservation hash, the bucket's held set, ledger, [idempotency lock, idempotency record]
 * ARGV: held-set member, reservation id, fingerprint or '', now (ms), idempotency TTL (s), how long the ended
 *       reservation is remembered (s), the sealed answer or '', documentType or '', ledger cutoff (ms)
 * Returns 'committed', or the state it had already ended in ('committed', 'released', 'refunded'), or 'gone'.
 */
export const COMMIT = `${LEDGER}${END_EVENT}
local r = redis.call('HMGET', KEYS[1], 'state', 'unit', 'period', 'key', 'request', 'lock')
if not r[1] then return 'gone' end
if r[1] ~= 'reserved' then return r[1] end
redis.call('HSET', KEYS[1], 'state', 'committed')
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('ZREM', KEYS[2], ARGV[1])
if KEYS[4] and r[6] == KEYS[4] and redis.call('GET', KEYS[4]) == ARGV[2] then redis.call('DEL', KEYS[4]) end
if KEYS[5] and ARGV[3] ~= '' and r[2] ~= 'free' then
  redis.call('DEL', KEYS[5])
  redis.call('HSET', KEYS[5], 'fingerprint', ARGV[3], 'recordedAt', ARGV[4])
  if ARGV[7] ~= '' then redis.call('HSET', KEYS[5], 'answer', ARGV[7]) end
  redis.call('EXPIRE', KEYS[5], ARGV[5])
end
end_event(KEYS[3], ARGV[9], ARGV[4], 'commit', ARGV[2], r, 0, 0, ARGV[8], 'committed')
return 'committed'
`;

/**
 * Gives back what a held reservation took: quota to the month it came from (never below 0), or one credit;
 * unlocks its Idempotency-Key. Shared by a release, the sweeper, and a refund of a reservation never committed.
 * KEYS (all of them): reservation hash, the bucket's held set, ledger, account hash, quota counter of the
 *       reservation's month, [idempotency lock, idempotency record]
 */
const GIVE_BACK = `${LEDGER}${END_EVENT}
local function return_unit(unit)
  if unit == 'quota' then
    if tonumber(redis.call('GET', KEYS[5]) or '0') > 0 then
      redis.call('DECR', KEYS[5])
      return 0, -1
    end
  elseif unit == 'credit' and redis.call('EXISTS', KEYS[4]) == 1 then
    redis.call('HINCRBY', KEYS[4], 'credits', 1)
    return 1, 0
  end
  return 0, 0
end
local function give_back(member, id, remember, now, cutoff, type, documentType)
  local r = redis.call('HMGET', KEYS[1], 'state', 'unit', 'period', 'key', 'request', 'lock')
  if not r[1] or r[1] ~= 'reserved' then
    redis.call('ZREM', KEYS[2], member)
    return r[1] or 'gone'
  end
  local credits, used = return_unit(r[2])
  redis.call('HSET', KEYS[1], 'state', 'released')
  redis.call('EXPIRE', KEYS[1], remember)
  redis.call('ZREM', KEYS[2], member)
  if KEYS[6] and r[6] == KEYS[6] and redis.call('GET', KEYS[6]) == id then redis.call('DEL', KEYS[6]) end
  end_event(KEYS[3], cutoff, now, type, id, r, credits, used, documentType, 'released')
  return 'released'
end
`;

/**
 * KEYS: as GIVE_BACK; ARGV: held-set member, reservation id, remembered (s), now (ms), ledger cutoff (ms),
 *       event type ('release' or 'expire'), documentType or ''
 * Returns 'released', or the state it had already ended in, or 'gone'.
 */
export const RELEASE = `${GIVE_BACK}
return give_back(ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6], ARGV[7])
`;

/**
 * Gives back what a reservation took whatever became of it: a held one as RELEASE does; a committed one (its 200
 * never went out) too, its state then 'refunded' and the idempotency record its commit wrote dropped (a free
 * retry's commit wrote none).
 * KEYS: as GIVE_BACK; ARGV: held-set member, reservation id, remembered (s), now (ms), ledger cutoff (ms)
 * Returns 'released', 'refunded', or the state it had already ended in, or 'gone'.
 */
export const REFUND = `${GIVE_BACK}
local r = redis.call('HMGET', KEYS[1], 'state', 'unit', 'period', 'key', 'request')
if r[1] ~= 'committed' then return give_back(ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], 'refund', '') end
local credits, used = return_unit(r[2])
if KEYS[7] and r[2] ~= 'free' then redis.call('DEL', KEYS[7]) end
redis.call('HSET', KEYS[1], 'state', 'refunded')
redis.call('EXPIRE', KEYS[1], ARGV[3])
end_event(KEYS[3], ARGV[5], ARGV[4], 'refund', ARGV[2], r, credits, used, '', 'refunded')
return 'refunded'
`;

/**
 * Sets one field of an existing hash (verify an account, revoke a key, note a key's last use) without
 * creating a stray hash when the id is unknown.
 * KEYS: the hash; ARGV: field, value. Returns 1, or 0 when the hash does not exist.
 */
export const SET_FIELD_IF_EXISTS = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`;

/**
 * KEYS: account hash, ledger, [grant record]; ARGV: credits to add, grant record TTL (s), now (ms), ledger cutoff (ms).
 * Returns 1 when added, 0 when the grant record says this grant was made before, nil when the account does
 * not exist.
 */
export const ADD_CREDITS = `${LEDGER}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
if KEYS[3] then
  if not redis.call('SET', KEYS[3], ARGV[1], 'NX', 'EX', ARGV[2]) then return 0 end
end
redis.call('HINCRBY', KEYS[1], 'credits', ARGV[1])
ledger(KEYS[2], ARGV[4], 'time', ARGV[3], 'type', 'grant', 'credits', ARGV[1], 'quotaUsed', '0', 'outcome', 'added')
return 1
`;

/**
 * Stores a new key's record and its place in the account's set, all or nothing. The key's hash index entry is
 * written before, on its own slot (RedisStore.createKey).
 * KEYS: account hash, key record, account's key-id set; ARGV: key id, account id, name, createdAt
 * Returns 'ok' or 'no-account'.
 */
export const CREATE_KEY = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'no-account' end
redis.call('HSET', KEYS[2], 'accountId', ARGV[2], 'name', ARGV[3], 'status', 'active', 'createdAt', ARGV[4])
redis.call('SADD', KEYS[3], ARGV[1])
return 'ok'
`;

/** One ledger event on its own (`unreplicated`). KEYS: ledger; ARGV: ledger cutoff (ms), then the fields, `time` first. */
export const APPEND_EVENT = `${LEDGER}
ledger(KEYS[1], ARGV[1], unpack(ARGV, 2))
return 1
`;
