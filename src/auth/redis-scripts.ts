/**
 * Lua run by RedisStore. Each script is one atomic step on the server: this is what makes N parallel reserves
 * on C units give exactly min(N, C), across processes and connections. Missing hash fields and keys read as
 * `false` in Lua, hence the `or '0'`.
 */

/**
 * Takes one unit: nothing for a matching live idempotency record, else quota of the month, else one credit.
 * KEYS: account hash, quota counter of the month, [idempotency record]
 * ARGV: now (ms), fingerprint, idempotency window (ms), quota counter TTL (s)
 * Returns 'free' | 'quota' | 'credit', or nil when nothing is left or the account does not exist.
 */
export const RESERVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
if KEYS[3] then
  local record = redis.call('HMGET', KEYS[3], 'fingerprint', 'recordedAt')
  if record[1] == ARGV[2] and record[2] and tonumber(ARGV[1]) - tonumber(record[2]) < tonumber(ARGV[3]) then
    return 'free'
  end
end
local quota = tonumber(redis.call('HGET', KEYS[1], 'quota') or '0')
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used < quota then
  redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], ARGV[4])
  return 'quota'
end
if tonumber(redis.call('HGET', KEYS[1], 'credits') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'credits', -1)
  return 'credit'
end
return false
`;

/**
 * Gives back what RESERVE took: quota to the month it came from (never below 0), or one credit.
 * KEYS: account hash, quota counter of the reservation's month
 * ARGV: unit ('quota' | 'credit')
 */
export const RELEASE = `
if ARGV[1] == 'quota' then
  if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
elseif ARGV[1] == 'credit' then
  if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HINCRBY', KEYS[1], 'credits', 1) end
end
return 1
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
 * KEYS: account hash; ARGV: credits to add. Returns the new balance, or nil when the account does not exist.
 */
export const ADD_CREDITS = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return redis.call('HINCRBY', KEYS[1], 'credits', ARGV[1])
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

/**
 * KEYS: idempotency record; ARGV: fingerprint, recordedAt (ms), TTL (s).
 * recordedAt is kept beside the TTL so the 24 h window follows the request's clock, not only the server's.
 */
export const RECORD_IDEMPOTENCY = `
redis.call('HSET', KEYS[1], 'fingerprint', ARGV[1], 'recordedAt', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
`;
