/**
 * Clients that send a large photo and hang up before the answer: the work of each stops (a HEIC waiting for the
 * decoder leaves its queue; a decode under way finishes, and nothing starts after it), and only then is its
 * in-flight slot free, so that a loop of such uploads cannot hold more work in memory than the caps allow.
 * Real app, real HEIC decoder and OCR workers, a listening socket.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InFlight } from '../../src/limits/in-flight';
import { heicQueueState } from '../../src/image/decode-heic';
import { buildHarness, createCaller, unitsLeft } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';
import { waitFor } from '../support/wait-for';

const [photo] = loadFixtures('passport', 'heic-');
const slots = new InFlight(100, 100, 100);
const harness = buildHarness({ limits: { inFlight: slots } });

afterAll(() => harness.close());

/**
 * Sends the whole photo (`withBack`: as its own back too, two HEIC decodes for one request) and hangs up `afterMs`
 * after its last byte went out; the status of an answer that came first, else 0.
 */
function uploadAndHangUp(port: number, auth: string, afterMs: number, withBack = false): Promise<number> {
  const boundary = 'hang-up-boundary';
  const part = (name: string): Buffer => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.heic"\r\nContent-Type: image/heic\r\n\r\n`), photo.bytes, Buffer.from('\r\n')]);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npassport\r\n`;
  const body = Buffer.concat([Buffer.from(head), part('image'), ...(withBack ? [part('back')] : []), Buffer.from(`--${boundary}--\r\n`)]);
  return new Promise((resolve) => {
    const req = http.request({ port, method: 'POST', path: '/api/v1/ocr', headers: { Authorization: auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length } });
    req.on('error', () => resolve(0));
    req.on('response', (res) => resolve(res.statusCode ?? 0));
    req.end(body, () =>
      setTimeout(() => {
        req.destroy();
        resolve(0);
      }, afterMs),
    );
  });
}

it('hangs up 50 large uploads (every other with a back): no slot is freed while a decode runs, every queue and slot drains, nothing is charged', async () => {
  const server = http.createServer(harness.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const caller = await createCaller(harness.store, { quota: 100 });
  // Sampled every millisecond: a decode running while no request holds a slot is work the caps no longer see.
  let unseenWork = 0;
  const sampler = setInterval(() => {
    if (heicQueueState().busy && slots.count() === 0) unseenWork++;
  }, 1);
  try {
    // A few are answered before they hang up: 503 past the HEIC queue's bound. None is read to its end.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => uploadAndHangUp(port, caller.auth, (i * 7) % 150, i % 2 === 1)));
    expect(answers.filter((status) => status !== 0 && status !== 503)).toEqual([]);
    await waitFor(() => slots.count() === 0 && !heicQueueState().busy && heicQueueState().waiting === 0 && harness.pool.stats().busy === 0 && harness.pool.stats().queued === 0, 60_000, 10);
    expect(unseenWork).toBe(0);
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(100);
  } finally {
    clearInterval(sampler);
    server.closeAllConnections();
    server.close();
  }
}, 120_000);
