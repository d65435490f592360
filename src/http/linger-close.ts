import type { IncomingMessage } from 'node:http';

/** What a refused upload may still send after the answer before the connection is cut. */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * After answering a request whose body was not read to its end (413, an early 4xx), keep reading and dropping
 * what the client still sends, within bounds, instead of closing at once: a socket closed while the client is
 * still writing is reset, and the reset can destroy our answer unread in the client's buffer. Past the bounds
 * the connection is cut: a refused upload gets no more of the server's time.
 */
export function lingerThenClose(req: IncomingMessage): void {
  if (req.complete) return;
  let seen = 0;
  const cut = (): void => {
    req.socket.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) cut();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}
