import type { IncomingMessage } from 'node:http';

/** What a refused upload may still send after the answer before the connection is cut. */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 10_000;
/** A client that sends nothing for this long while we linger has stopped uploading: it only waits for our answer. */
const LINGER_IDLE_MS = 1_000;

/**
 * After answering a request whose body was not read to its end (413, 429, an early 4xx), keep reading and
 * dropping what the client still sends, within bounds, and only then let the connection close (`done`): a
 * socket closed while the client is still writing is reset, and the reset destroys our answer unread in the
 * client's buffer. Past the bounds the connection is cut: a refused upload gets no more of the server's time.
 */
export function lingerThenClose(req: IncomingMessage, done: () => void = () => undefined): void {
  if (req.complete) {
    done();
    return;
  }
  let seen = 0;
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    clearTimeout(idle);
    done();
  };
  const cut = (): void => {
    finish();
    req.socket.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  let idle = setTimeout(cut, LINGER_IDLE_MS);
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) cut();
    clearTimeout(idle);
    idle = setTimeout(cut, LINGER_IDLE_MS);
  });
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
}
