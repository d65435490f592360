import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { BenchServer } from './bench-server';
import { memorySnapshot, type MemorySnapshot } from './measure';

/** The client's only payload buffer, written again and again, so the client never holds the upload. */
const CHUNK_BYTES = 256 * 1024;
const SAMPLE_EVERY_MS = 20;
/** Besides the timer, a sample every this many chunks written: on loopback 10 MiB pass in a few timer ticks. */
const SAMPLE_EVERY_CHUNKS = 4;
/** A server that neither reads nor closes for this long has stopped taking the body. */
const STALL_MS = 3_000;
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOutcome {
  /** `content-length`: declared up front (refusable from the header); `chunked`: only the parser can tell. */
  framing: 'content-length' | 'chunked';
  status: number | string;
  /** What the server sent, seen from its side: the client may lose the answer to a reset connection. */
  serverStatus: number | null;
  /** Body bytes the server had taken off the socket when its answer was finished. */
  serverReadBytes: number;
  /** Image bytes the client had written when the answer came. */
  sentAtAnswerBytes: number;
  /** Image bytes the client wrote in all, before the server closed the connection (or the body was done). */
  sentBytes: number;
  /** How the body ended: 'closed by server', 'stalled', 'complete'. */
  ending: string;
  answerMs: number;
  peakDelta: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
  samples: number;
  /** Longest interval between two timer samples: a busy event loop makes them coarser than 20 ms. */
  maxSampleGapMs: number;
}

/**
 * Streams a multipart body whose image part is `imageBytes` long at the server and keeps writing after the
 * answer for as long as the server takes bytes, then reports the largest rise of this process's memory over the
 * whole upload (server and client together; the client's share is one 256 KiB chunk plus socket buffers).
 */
export async function measureOversizedUpload(server: BenchServer, imageBytes: number, framing: UploadOutcome['framing']): Promise<UploadOutcome> {
  const boundary = `idocrbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npassport\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(CHUNK_BYTES, 0x41);
  chunk.set([0xff, 0xd8, 0xff, 0xe0]); // a JPEG start, so nothing but the size can be the reason for refusal

  const baseline = memorySnapshot();
  const peak: MemorySnapshot = { ...baseline };
  let samples = 0;
  const sample = (): void => {
    samples++;
    const m = memorySnapshot();
    for (const k of Object.keys(peak) as Array<keyof MemorySnapshot>) peak[k] = Math.max(peak[k], m[k]);
  };
  let last = performance.now();
  let maxGap = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    sample();
  }, SAMPLE_EVERY_MS);

  const started = performance.now();
  let sent = 0;
  let sentAtAnswer = -1;
  let answerMs = Number.NaN;
  let status: number | string = 'no answer';
  let ending = '';
  const url = new URL('/api/v1/ocr', server.origin);
  const headers: http.OutgoingHttpHeaders = { Authorization: server.authorization, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  if (framing === 'content-length') headers['Content-Length'] = head.length + imageBytes + tail.length;
  let serverStatus: number | null = null;
  let serverReadBytes = 0;
  server.server.once('request', (incoming: http.IncomingMessage, res: http.ServerResponse) => {
    res.once('finish', () => {
      serverStatus = res.statusCode;
      serverReadBytes = incoming.socket.bytesRead;
    });
  });
  const req = http.request(url, { method: 'POST', headers, agent: false });

  const answered = new Promise<void>((resolve) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 'no status';
      sentAtAnswer = sent;
      answerMs = performance.now() - started;
      res.resume();
      resolve();
    });
  });
  let ended = false;
  const closed = new Promise<void>((resolve) => {
    const end = (why: string): void => {
      if (ended) return;
      ended = true;
      if (!ending) ending = why;
      resolve();
    };
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (status === 'no answer') status = `error ${error.code ?? error.message}`;
      end(`closed by server (${error.code ?? 'error'})`);
    });
    req.on('close', () => end('closed by server'));
    setTimeout(() => end('client timeout'), UPLOAD_TIMEOUT_MS).unref();
  });

  req.write(head);
  let chunks = 0;
  while (!ended && sent < imageBytes) {
    const piece = imageBytes - sent >= CHUNK_BYTES ? chunk : chunk.subarray(0, imageBytes - sent);
    const flushed = req.write(piece);
    sent += piece.length;
    if (++chunks % SAMPLE_EVERY_CHUNKS === 0) sample();
    if (!flushed) {
      let stall: NodeJS.Timeout | undefined;
      const stalled = new Promise<'stalled'>((resolve) => (stall = setTimeout(() => resolve('stalled'), STALL_MS)));
      const outcome = await Promise.race([new Promise((resolve) => req.once('drain', resolve)), closed, stalled]);
      clearTimeout(stall);
      if (outcome === 'stalled') {
        ending = 'stalled (server stopped reading)';
        break;
      }
    }
  }
  if (!ended && !ending) {
    req.end(tail);
    ending = 'complete';
  }
  await Promise.race([answered, closed]);
  req.destroy();
  await closed;
  clearInterval(sampler);
  sample();

  return {
    framing,
    status,
    serverStatus,
    serverReadBytes,
    sentAtAnswerBytes: sentAtAnswer,
    sentBytes: sent,
    ending,
    answerMs,
    peakDelta: {
      rss: peak.rss - baseline.rss,
      heapUsed: peak.heapUsed - baseline.heapUsed,
      external: peak.external - baseline.external,
      arrayBuffers: peak.arrayBuffers - baseline.arrayBuffers,
    },
    samples,
    maxSampleGapMs: maxGap,
  };
}
