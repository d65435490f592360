import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { LimitSettings } from '../config/load-config';
import { buildErrorBody } from '../errors/error-body';

type ServerLimits = Pick<LimitSettings, 'keepAliveTimeoutMs' | 'headersTimeoutMs' | 'requestTimeoutMs' | 'maxConnections'>;

/**
 * How often Node looks for requests past the headers or request timeout (its default, 30 s, would let a
 * slow-headers client hold a connection half a minute beyond its timeout).
 */
const CONNECTIONS_CHECK_MS = 1000;

/**
 * The public server: the app behind the connection bounds below, and the contract's error body (400
 * MALFORMED_REQUEST, connection closed) for what Node refuses before the app sees a request: unparsable HTTP,
 * headers over Node's 16 KiB, a request past its timeout. Node's own answers there are bare text.
 */
export function createLimitedServer(app: RequestListener, limits: ServerLimits): Server {
  const server = createServer({ connectionsCheckingInterval: CONNECTIONS_CHECK_MS }, app);
  applyServerLimits(server, limits);
  server.on('clientError', answerClientError);
  return server;
}

/** Node's 'clientError': the socket carries no request the app could answer. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const message =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'The request did not arrive in time and was cut off.'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'The request headers are too large.'
        : 'The request is not valid HTTP.';
  const body = JSON.stringify(buildErrorBody(400, 'MALFORMED_REQUEST', message));
  socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/**
 * The connection bounds of the public server (README "Limits"). Set as properties, not constructor options:
 * Node's constructor refuses a headers timeout above the request timeout, which the contract asks for (idle
 * keep-alive 65 s, headers 66 s so that a proxy never reuses a connection we are about to drop, a whole
 * request 60 s; the request timeout then bounds slow headers too).
 */
function applyServerLimits(server: Server, limits: ServerLimits): void {
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
}
