import type { Server } from 'node:http';
import type { LimitSettings } from '../config/load-config';

/**
 * The connection bounds of the public server (README "Limits"). Set as properties, not constructor options:
 * Node's constructor refuses a headers timeout above the request timeout, which the contract asks for (idle
 * keep-alive 65 s, headers 66 s so that a proxy never reuses a connection we are about to drop, a whole
 * request 60 s; the request timeout then bounds slow headers too).
 */
export function applyServerLimits(server: Server, limits: Pick<LimitSettings, 'keepAliveTimeoutMs' | 'headersTimeoutMs' | 'requestTimeoutMs' | 'maxConnections'>): void {
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
}
