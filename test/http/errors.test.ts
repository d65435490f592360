import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import sharp from 'sharp';
import { ERROR_CATALOGUE, type ErrorReason } from '../../src/errors/catalogue';
import { blankPage, buildHarness, createCaller, unitsLeft, type TestCaller } from '../support/http-harness';

const harness = buildHarness();
const { app, store } = harness;
let caller: TestCaller;
let jpeg: Buffer;

beforeAll(async () => {
  caller = await createCaller(store, { credits: 3, quota: 0 });
  jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } }).jpeg().toBuffer();
});
afterAll(() => harness.close());

/** The status and body the contract gives for a reason, and the Content-Type of every error. */
function expectError(res: request.Response, reason: ErrorReason): void {
  expect({ status: res.status, reason: res.body?.error?.details?.[0]?.reason }).toEqual({ status: ERROR_CATALOGUE[reason].status, reason });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body.error).toEqual({ code: ERROR_CATALOGUE[reason].status, message: expect.any(String), status: expect.any(String), details: [{ reason }] });
  expect(res.body.error.message.length).toBeGreaterThan(0);
}

const post = () => request(app).post('/api/v1/ocr');

describe('authentication and account (401, 403, 402), before the body is looked at', () => {
  it.each([
    ['no Authorization header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer without a key', 'Bearer'],
    ['two tokens', 'Bearer sk_aaaaaaaaaaaaaaaaaaaaaaaaaaaaa extra'],
  ])('%s → 401 INVALID_AUTH_HEADER', async (_, header) => {
    const req = post();
    if (header) req.set('Authorization', header);
    const res = await req.field('documentType', 'passport');
    expectError(res, 'INVALID_AUTH_HEADER');
    expect(res.body.error.status).toBe('Unauthorized');
  });

  it.each([
    ['an unknown well-formed key', 'sk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a key of the wrong shape', 'sk_short'],
    ['a key without the prefix', 'pk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('%s → 401 INVALID_API_KEY', async (_, key) => {
    expectError(await post().set('Authorization', `Bearer ${key}`).field('documentType', 'passport'), 'INVALID_API_KEY');
  });

  it('a revoked key → 401 INVALID_API_KEY on the very next request', async () => {
    const other = await createCaller(store, { credits: 1 });
    expectError(await post().set('Authorization', other.auth), 'MALFORMED_REQUEST');
    await store.revokeKey(other.keyId);
    expectError(await post().set('Authorization', other.auth), 'INVALID_API_KEY');
  });

  it('an unverified account → 403 EMAIL_NOT_VERIFIED, even with a broken body', async () => {
    const unverified = await createCaller(store, { verified: false, credits: 5 });
    const res = await post().set('Authorization', unverified.auth).set('Content-Type', 'text/plain').send('hello');
    expectError(res, 'EMAIL_NOT_VERIFIED');
    expect(res.body.error.status).toBe('Forbidden');
  });

  it('an account with nothing left → 402 INSUFFICIENT_CREDITS before the body is read', async () => {
    const empty = await createCaller(store, { credits: 0, quota: 0 });
    const res = await post().set('Authorization', empty.auth).set('Content-Type', 'text/plain').send('hello');
    expectError(res, 'INSUFFICIENT_CREDITS');
    expect(res.body.error.status).toBe('Payment Required');
  });

  it('the empty-body probe tells a bad key (401) from a good one (400)', async () => {
    expectError(await post().set('Authorization', 'Bearer sk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAA').type('form').send(''), 'INVALID_API_KEY');
    expectError(await post().set('Authorization', caller.auth).type('form').send(''), 'MALFORMED_REQUEST');
  });
});

describe('the body (400, 413, 415), and no unit is taken for any of them', () => {
  afterEach(async () => {
    expect(await unitsLeft(store, caller.accountId)).toBe(3);
  });

  it.each([
    ['a JSON body', (r: request.Test) => r.send({ documentType: 'passport', image: 'aGVsbG8=' })],
    ['a urlencoded body', (r: request.Test) => r.type('form').send('documentType=passport')],
    ['multipart without a boundary', (r: request.Test) => r.set('Content-Type', 'multipart/form-data').send('x')],
    [
      'a truncated multipart stream',
      (r: request.Test) =>
        r.set('Content-Type', 'multipart/form-data; boundary=XYZ').send('--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0partial'),
    ],
    ['two image parts', (r: request.Test) => r.field('documentType', 'passport').attach('image', jpeg, 'a.jpg').attach('image', jpeg, 'b.jpg')],
    ['an unknown file field', (r: request.Test) => r.field('documentType', 'passport').attach('photo', jpeg, 'a.jpg')],
    ['a text field over 1 KiB', (r: request.Test) => r.field('documentType', 'p'.repeat(1100)).attach('image', jpeg, 'a.jpg')],
    ['too many parts', (r: request.Test) => Array.from({ length: 12 }, (_, i) => i).reduce((q, i) => q.field(`f${i}`, 'x'), r.attach('image', jpeg, 'a.jpg'))],
    ['a malformed Idempotency-Key', (r: request.Test) => r.set('Idempotency-Key', 'x'.repeat(129)).field('documentType', 'passport').attach('image', jpeg, 'a.jpg')],
  ])('%s → 400 MALFORMED_REQUEST', async (_, build) => {
    expectError(await build(post().set('Authorization', caller.auth)), 'MALFORMED_REQUEST');
  });

  it.each([
    ['no image part', (r: request.Test) => r.field('documentType', 'passport')],
    ['the image as base64 text', (r: request.Test) => r.field('documentType', 'passport').field('image', jpeg.toString('base64'))],
    ['the image as a file path', (r: request.Test) => r.field('documentType', 'passport').field('image', '/tmp/passport.jpg')],
    ['an empty file part', (r: request.Test) => r.field('documentType', 'passport').attach('image', Buffer.alloc(0), 'a.jpg')],
  ])('%s → 400 MISSING_IMAGE', async (_, build) => {
    expectError(await build(post().set('Authorization', caller.auth)), 'MISSING_IMAGE');
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'drivers_licence'],
    ['in another case', 'PASSPORT'],
  ])('a documentType %s → 400 INVALID_DOCUMENT_TYPE listing the kinds', async (_, value) => {
    const req = post().set('Authorization', caller.auth).attach('image', jpeg, 'a.jpg');
    const res = await (value === undefined ? req : req.field('documentType', value));
    expectError(res, 'INVALID_DOCUMENT_TYPE');
    expect(res.body.error.message).toContain('passport');
  });

  it('an image over 10 MiB → 413 FILE_TOO_LARGE', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]);
    expectError(await post().set('Authorization', caller.auth).field('documentType', 'passport').attach('image', big, 'big.jpg'), 'FILE_TOO_LARGE');
  });

  it('an image of exactly 10 MiB is accepted as far as its bytes go', async () => {
    const exact = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 - jpeg.length)]);
    const res = await post().set('Authorization', caller.auth).field('documentType', 'passport').attach('image', exact, 'exact.jpg');
    expect(res.body.error?.details?.[0]?.reason).not.toBe('FILE_TOO_LARGE');
  });

  it.each([
    ['text named .jpg and declared image/jpeg', Buffer.from('just some text, not a picture'), 'photo.jpg', 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'), 'a.gif', 'image/gif'],
    ['a PDF declared image/png', Buffer.from('%PDF-1.7\n1 0 obj\n'), 'scan.png', 'image/png'],
  ])('%s → 415 UNSUPPORTED_MEDIA_TYPE', async (_, bytes, filename, contentType) => {
    expectError(await post().set('Authorization', caller.auth).field('documentType', 'passport').attach('image', bytes, { filename, contentType }), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a real JPEG declared as text/plain is accepted by its bytes', async () => {
    const res = await post().set('Authorization', caller.auth).field('documentType', 'passport').attach('image', jpeg, { filename: 'x.txt', contentType: 'text/plain' });
    expect(res.body.error?.details?.[0]?.reason).not.toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('streaming limits on a real socket', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  /** Sends a multipart upload of `total` image bytes, chunk by chunk; resolves with the answer and how much was sent by then. */
  function streamUpload(total: number, framing: 'content-length' | 'chunked' = 'content-length'): Promise<{ status: number; body: { error?: { details: Array<{ reason: string }> } }; sentWhenAnswered: number }> {
    const boundary = 'idocrStreamTest';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npassport\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    return new Promise((resolve, reject) => {
      let sent = 0;
      const length = framing === 'content-length' ? { 'Content-Length': head.length + total + tail.length } : {};
      const req = http.request({ port, method: 'POST', path: '/api/v1/ocr', headers: { Authorization: caller.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...length } });
      req.on('response', (res) => {
        const sentWhenAnswered = sent;
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentWhenAnswered });
        });
      });
      req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
      const pump = (): void => {
        while (sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!req.write(piece)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end(tail);
      };
      req.write(head);
      pump();
    });
  }

  it.each(['content-length', 'chunked'] as const)('a 200 MiB upload (%s) is answered 413, readable, long before it has all been sent', async (framing) => {
    const res = await streamUpload(200 * 1024 * 1024, framing);
    expect(res.status).toBe(413);
    expect(res.body.error?.details[0].reason).toBe('FILE_TOO_LARGE');
    expect(res.sentWhenAnswered).toBeLessThan(60 * 1024 * 1024);
  });

  it('a Content-Length far over the limit is refused before any of the body is sent', async () => {
    const res = await new Promise<{ status: number; reason: string }>((resolve, reject) => {
      const req = http.request({ port, method: 'POST', path: '/api/v1/ocr', headers: { Authorization: caller.auth, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 500 * 1024 * 1024 } });
      req.on('response', (r) => {
        let text = '';
        r.on('data', (d) => (text += d));
        r.on('end', () => {
          req.destroy();
          resolve({ status: r.statusCode ?? 0, reason: JSON.parse(text).error.details[0].reason });
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(res).toEqual({ status: 413, reason: 'FILE_TOO_LARGE' });
  });

  it('the service keeps answering after those', async () => {
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});

describe('recognition (422), with the unit given back', () => {
  let payer: TestCaller;
  beforeAll(async () => {
    payer = await createCaller(store, { credits: 1, quota: 0 });
  });
  afterEach(async () => {
    expect(await unitsLeft(store, payer.accountId)).toBe(1);
  });

  it.each([
    ['JPEG bytes that do not decode', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x37)])],
    ['a PNG cut in half', async () => (await blankPage()).subarray(0, 200)],
    ['an image too small to hold a field', async () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#fff' } }).png().toBuffer()],
    ['a decompression bomb (60 megapixels)', async () => sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer()],
    ['a blank page with no text', () => blankPage()],
  ])('%s → 422 UNREADABLE_IMAGE', async (_, make) => {
    const res = await post().set('Authorization', payer.auth).field('documentType', 'passport').attach('image', await make(), 'a.png');
    expectError(res, 'UNREADABLE_IMAGE');
  });
});

describe('routes', () => {
  it('an unknown route → 404 NOT_FOUND as JSON', async () => {
    expectError(await request(app).get('/nope'), 'NOT_FOUND');
    expectError(await request(app).post('/api/v2/ocr'), 'NOT_FOUND');
  });

  it('another method on the OCR route → 405 METHOD_NOT_ALLOWED with Allow', async () => {
    for (const method of ['get', 'put', 'delete', 'patch'] as const) {
      const res = await request(app)[method]('/api/v1/ocr');
      expectError(res, 'METHOD_NOT_ALLOWED');
      expect(res.headers.allow).toBe('POST');
    }
  });

  it('answers with helmet headers, a request id, and without x-powered-by', async () => {
    const res = await request(app).get('/healthz').set('X-Request-Id', 'trace-42');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('trace-42');
  });
});
