import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { BenchServer } from './bench-server';
import { memorySnapshot, type MemorySnapshot } from './measure';

/** The client's only payload buffer, written again and again, so the client never holds the upload. */
const CHUNK_BYTES = 256 * 1024;
const SAMPLE_EVERY_MS = 20;
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOutcome {
  /** `content-length`: declared up front (refusable from the header); `chunked`: only the parser can tell. */
  framing: 'content-length' | 'chunked';
  status: number | string;
  /** Image bytes the client had written when the answer (or the reset) came. */
  sentBytes: number;
  answerMs: number;
  peakDelta: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
  samples: number;
  /** Longest interval between two memory samples: a busy event loop makes sampling coarser than 20 ms. */
  maxSampleGapMs: number;
}

/**
 * Streams a multipart body whose image part is `imageBytes` long at the server, stops writing as soon as the
 * answer arrives, and reports the largest rise of this process's memory (the server's and the client's
 * together; the client's share is one 256 KiB chunk plus socket buffers) over the whole upload.
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
  let last = performance.now();
  let maxGap = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    samples++;
    const m = memorySnapshot();
    for (const k of Object.keys(peak) as Array<keyof MemorySnapshot>) peak[k] = Math.max(peak[k], m[k]);
  }, SAMPLE_EVERY_MS);

  const started = performance.now();
  let sent = 0;
  let sentAtAnswer = -1;
  let answerMs = Number.NaN;
  let status: number | string = 'no answer';
  let stop = false;
  const url = new URL('/api/v1/ocr', server.origin);
  const headers: http.OutgoingHttpHeaders = { Authorization: server.authorization, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  if (framing === 'content-length') headers['Content-Length'] = head.length + imageBytes + tail.length;
  const req = http.request(url, { method: 'POST', headers, agent: false });

  const done = new Promise<void>((resolve) => {
    const finish = (outcome: number | string): void => {
      if (stop) return;
      stop = true;
      status = outcome;
      sentAtAnswer = sent;
      answerMs = performance.now() - started;
      resolve();
    };
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? 'no status');
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(`error ${error.code ?? error.message}`));
    setTimeout(() => finish('client timeout'), UPLOAD_TIMEOUT_MS).unref();
  });

  req.write(head);
  while (!stop && sent < imageBytes) {
    const piece = imageBytes - sent >= CHUNK_BYTES ? chunk : chunk.subarray(0, imageBytes - sent);
    const flushed = req.write(piece);
    sent += piece.length;
    if (!flushed) await Promise.race([new Promise((resolve) => req.once('drain', resolve)), done]);
  }
  if (!stop) req.end(tail);
  await done;
  req.destroy();
  clearInterval(sampler);

  return {
    framing,
    status,
    sentBytes: sentAtAnswer,
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
