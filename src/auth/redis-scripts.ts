/**
 * Lua run by RedisStore. Each script is one atomic step on the server: this is what makes N parallel reserves
 * on C units give exactly min(N, C), across processes and connections. Missing hash fields and keys read as
 * `false` in Lua, hence the `or '0'`.
 */

/**
 * Takes one unit under a reservation id: nothing for a matching live idempotency record, else quota of the
 * month, else one credit; notes the reservation (its unit, month and lock) and when it expires, and locks the
 * Idempotency-Key to it. A reservation id seen before takes nothing more (a replayed reserve).
 * KEYS: account hash, quota counter of the month, reservation hash, reservations by expiry (zset),
 *       [idempotency record, idempotency lock]
 * ARGV: now (ms), fingerprint or '', idempotency window (ms), quota counter TTL (s), reservation id,
 *       reservation TTL (ms), period, account id
 * Returns 'free' | 'quota' | 'credit', 'conflict' when another reservation holds the lock, or nil when nothing
 * is left or the account does not exist.
 */
export const RESERVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local seen = redis.call('HGET', KEYS[3], 'unit')
if seen then return seen end
if KEYS[6] then
  local holder = redis.call('GET', KEYS[6])
  if holder and holder ~= ARGV[5] then return 'conflict' end
end
local unit = false
if KEYS[5] and ARGV[2] ~= '' then
  local record = redis.call('HMGET', KEYS[5], 'fingerprint', 'recordedAt')
  if record[1] == ARGV[2] and record[2] and tonumber(ARGV[1]) - tonumber(record[2]) < tonumber(ARGV[3]) then
    unit = 'free'
  end
end
if not unit then
  local quota = tonumber(redis.call('HGET', KEYS[1], 'quota') or '0')
  local used = tonumber(redis.call('GET', KEYS[2]) or '0')
  if used < quota then
    redis.call('INCR', KEYS[2])
    redis.call('EXPIRE', KEYS[2], ARGV[4])
    unit = 'quota'
  elseif tonumber(redis.call('HGET', KEYS[1], 'credits') or '0') > 0 then
    redis.call('HINCRBY', KEYS[1], 'credits', -1)
    unit = 'credit'
  end
end
if not unit then return false end
redis.call('HSET', KEYS[3], 'account', ARGV[8], 'unit', unit, 'period', ARGV[7], 'state', 'reserved', 'lock', KEYS[6] or '')
redis.call('ZADD', KEYS[4], tonumber(ARGV[1]) + tonumber(ARGV[6]), ARGV[5])
if KEYS[6] then redis.call('SET', KEYS[6], ARGV[5], 'PX', ARGV[6]) end
return unit
`;

/**
 * Ends a reservation that is still held, keeping its unit; records the success under its Idempotency-Key.
 * KEYS: reservation hash, reservations by expiry, [idempotency record]
 * ARGV: reservation id, fingerprint or '', now (ms), idempotency TTL (s), how long the ended reservation is
 *       remembered (s), the sealed answer or ''
 * Returns 'committed', or the state it had already ended in ('committed', 'released', 'refunded'), or 'gone'.
 */
export const COMMIT = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 'gone' end
if state ~= 'reserved' then return state end
redis.call('HSET', KEYS[1], 'state', 'committed')
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('ZREM', KEYS[2], ARGV[1])
local lock = redis.call('HGET', KEYS[1], 'lock')
if lock ~= '' and redis.call('GET', lock) == ARGV[1] then redis.call('DEL', lock) end
if KEYS[3] and ARGV[2] ~= '' and redis.call('HGET', KEYS[1], 'unit') ~= 'free' then
  redis.call('DEL', KEYS[3])
  redis.call('HSET', KEYS[3], 'fingerprint', ARGV[2], 'recordedAt', ARGV[3])
  if ARGV[6] and ARGV[6] ~= '' then redis.call('HSET', KEYS[3], 'answer', ARGV[6]) end
  redis.call('EXPIRE', KEYS[3], ARGV[4])
end
return 'committed'
`;

/**
 * Gives back what a reservation still held took: quota to the month it came from (never below 0), or one
 * credit; unlocks its Idempotency-Key. The same step serves a release by the request and the sweeper.
 * KEYS: reservation hash, reservations by expiry; ARGV: reservation id, key prefix, remembered (s)
 * Returns 'released', or the state it had already ended in, or 'gone'.
 */
const GIVE_BACK = `
local function return_unit(r, prefix)
  if r[2] == 'quota' then
    local counter = prefix .. 'quota:' .. r[3] .. ':' .. r[4]
    if tonumber(redis.call('GET', counter) or '0') > 0 then redis.call('DECR', counter) end
  elseif r[2] == 'credit' then
    local account = prefix .. 'account:' .. r[3]
    if redis.call('EXISTS', account) == 1 then redis.call('HINCRBY', account, 'credits', 1) end
  end
end
local function give_back(key, id, prefix, remember)
  local r = redis.call('HMGET', key, 'state', 'unit', 'account', 'period', 'lock')
  if not r[1] then return 'gone' end
  if r[1] ~= 'reserved' then return r[1] end
  return_unit(r, prefix)
  redis.call('HSET', key, 'state', 'released')
  redis.call('EXPIRE', key, remember)
  if r[5] ~= '' and redis.call('GET', r[5]) == id then redis.call('DEL', r[5]) end
  return 'released'
end
`;

export const RELEASE = `${GIVE_BACK}
local outcome = give_back(KEYS[1], ARGV[1], ARGV[2], ARGV[3])
redis.call('ZREM', KEYS[2], ARGV[1])
return outcome
`;

/**
 * Gives back what a reservation took whatever became of it: a held one as RELEASE does; a committed one (its 200
 * never went out) too, its state then 'refunded' and the idempotency record its commit wrote dropped (a free
 * retry's commit wrote none).
 * KEYS: reservation hash, reservations by expiry, [idempotency record]; ARGV: reservation id, key prefix, remembered (s)
 * Returns 'released', 'refunded', or the state it had already ended in, or 'gone'.
 */
export const REFUND = `${GIVE_BACK}
local r = redis.call('HMGET', KEYS[1], 'state', 'unit', 'account', 'period')
if r[1] ~= 'committed' then
  local outcome = give_back(KEYS[1], ARGV[1], ARGV[2], ARGV[3])
  redis.call('ZREM', KEYS[2], ARGV[1])
  return outcome
end
return_unit(r, ARGV[2])
if KEYS[3] and r[2] ~= 'free' then redis.call('DEL', KEYS[3]) end
redis.call('HSET', KEYS[1], 'state', 'refunded')
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 'refunded'
`;

/**
 * Gives back the reservations whose time is up (their request died before it could release them).
 * KEYS: reservations by expiry; ARGV: now (ms), key prefix, remembered (s), most to sweep at once
 * Returns how many were given back.
 */
export const SWEEP = `${GIVE_BACK}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[4]))
local released = 0
for _, id in ipairs(ids) do
  if give_back(ARGV[2] .. 'reservation:' .. id, id, ARGV[2], ARGV[3]) == 'released' then released = released + 1 end
  redis.call('ZREM', KEYS[1], id)
end
return released
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
 * KEYS: account hash, [grant record]; ARGV: credits to add, grant record TTL (s).
 * Returns 1 when added, 0 when the grant record says this grant was made before, nil when the account does
 * not exist.
 */
export const ADD_CREDITS = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
if KEYS[2] then
  if not redis.call('SET', KEYS[2], ARGV[1], 'NX', 'EX', ARGV[2]) then return 0 end
end
redis.call('HINCRBY', KEYS[1], 'credits', ARGV[1])
return 1
`;

/**
 * Stores a new key by its hash, its record and its place in the account's set, all or nothing.
 * KEYS: account hash, key-hash index entry, key record, account's key-id set
 * ARGV: key id, account id, name, createdAt
 * Returns 'ok', 'no-account', or 'collision' (the hash is already taken; the caller draws another key).
 */
export const CREATE_KEY = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'no-account' end
if not redis.call('SET', KEYS[2], ARGV[1], 'NX') then return 'collision' end
redis.call('HSET', KEYS[3], 'accountId', ARGV[2], 'name', ARGV[3], 'status', 'active', 'createdAt', ARGV[4])
redis.call('SADD', KEYS[4], ARGV[1])
return 'ok'
`;
