/**
 * The hostile-input corpus: every case is generated here, deterministically, from a few plain images made with
 * sharp (and one small HEIC in assets/, made with libheif's `heif-enc` from a plain 400 × 300 drawing). None of
 * the images holds a document, so no case can rightly answer 200: each must answer one of the contract's errors
 * and leave the caller's units as they were.
 *
 * A case is a whole HTTP/1.1 request as bytes (so that broken multipart, broken HTTP and odd headers can be
 * sent as they are), or a special sender for what bytes alone cannot say (a body that trickles or stalls).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { PACKAGE_ROOT } from '../../src/config/package-root';

export interface CorpusCase {
  name: string;
  family: string;
  /** The request, with `{{AUTH}}` where the caller's key goes. */
  request?: Buffer;
  /** Sent a byte at a time with pauses, or stopped halfway: see the corpus test's sender. */
  pace?: 'trickle-headers' | 'stall-body';
  /** Statuses the contract allows for it; the reason must then be the catalogue's for that status. */
  statuses: number[];
}

const IMAGE_LIMIT = 10 * 1024 * 1024;
/** Where a request's key goes: every case is sent with each caller's own (withKey). */
const AUTH_PLACEHOLDER = '{{AUTH}}';

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
  /** Extra header lines of the part. */
  headers?: string[];
}

export function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const lines = [`--${boundary}`, disposition, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []), ...(part.headers ?? [])];
    chunks.push(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A POST to the OCR route with the given body and content type (Content-Length set unless `headers` say). */
export function post(body: Buffer, contentType: string, extra: string[] = [], options: { contentLength?: boolean } = {}): Buffer {
  const head = [
    'POST /api/v1/ocr HTTP/1.1',
    'Host: corpus.test',
    `Authorization: Bearer ${AUTH_PLACEHOLDER}`,
    `Content-Type: ${contentType}`,
    ...(options.contentLength === false ? [] : [`Content-Length: ${body.length}`]),
    'Connection: close',
    ...extra,
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]);
}

/** `request` with the caller's key where `post` left `{{AUTH}}`. */
export function withKey(request: Buffer, key: string): Buffer {
  const at = request.indexOf(AUTH_PLACEHOLDER);
  if (at < 0) return request;
  return Buffer.concat([request.subarray(0, at), Buffer.from(key, 'latin1'), request.subarray(at + AUTH_PLACEHOLDER.length)]);
}

const BOUNDARY = 'corpus-boundary-7d1';
/** The usual form: a documentType and one image part. */
function imageRequest(image: Buffer, filename = 'photo.bin', documentType = 'passport'): Buffer {
  return post(multipart([{ name: 'documentType', data: documentType }, { name: 'image', filename, contentType: 'application/octet-stream', data: image }], BOUNDARY), `multipart/form-data; boundary=${BOUNDARY}`);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares width × height, with a few bytes of pixel data: a pixel bomb's header. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A copy of a baseline JPEG with the frame size in its SOF0 header set to width × height. */
function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9; i++) {
    if (copy[i] === 0xff && (copy[i + 1] === 0xc0 || copy[i + 1] === 0xc2)) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
  }
  throw new Error('no SOF marker');
}

/** A JPEG with `count` APPn segments of `size` bytes each after its SOI (huge EXIF, ICC or comments). */
function jpegWithSegments(jpeg: Buffer, marker: number, size: number, count: number, prefix = ''): Buffer {
  const segments: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const payload = Buffer.concat([Buffer.from(prefix, 'latin1'), Buffer.alloc(Math.max(0, size - prefix.length), 0x41 + (i % 26))]);
    const header = Buffer.from([0xff, marker, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    segments.push(header, payload);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Bytes `count` positions past the first 16 (the magic stays, so it is sniffed as its type) set at random. */
function corrupt(bytes: Buffer, seed: number, count: number): Buffer {
  const next = random(seed);
  const copy = Buffer.from(bytes);
  for (let i = 0; i < count; i++) copy[16 + Math.floor(next() * (copy.length - 16))] = Math.floor(next() * 256);
  return copy;
}

export async function buildCorpus(): Promise<CorpusCase[]> {
  const drawing = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#e9e4dc"/><rect x="30" y="60" width="90" height="120" fill="#b8b0a8"/><rect x="150" y="70" width="200" height="14" fill="#c8c8c8"/><rect x="150" y="110" width="160" height="14" fill="#c8c8c8"/></svg>',
  );
  const base = sharp(drawing);
  const images: Record<string, Buffer> = {
    jpeg: await base.clone().jpeg({ quality: 80 }).toBuffer(),
    png: await base.clone().png().toBuffer(),
    webp: await base.clone().webp({ quality: 80 }).toBuffer(),
    heic: fs.readFileSync(path.join(PACKAGE_ROOT, 'test', 'corpus', 'assets', 'plain-400x300.heic')),
  };
  const cases: CorpusCase[] = [];
  const add = (family: string, name: string, request: Buffer, statuses: number[]) => cases.push({ family, name, request, statuses });

  // Truncated files: too short to be sniffed (415), or a type whose decoder gives up or finds no document (422).
  for (const [type, bytes] of Object.entries(images)) {
    const cuts = [1, 3, 8, 12, 16, 24, 32, 48, 64, 100, 200, 400, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99];
    for (const cut of cuts) {
      const length = cut < 1 ? Math.floor(bytes.length * cut) : cut;
      add('truncated', `${type} cut to ${length} of ${bytes.length} bytes`, imageRequest(bytes.subarray(0, length)), [415, 422]);
    }
  }
  // Corrupt files: bytes changed at random behind the magic.
  for (const [type, bytes] of Object.entries(images)) {
    for (let seed = 1; seed <= 10; seed++) add('corrupt', `${type} with ${seed * 3} random bytes (seed ${seed})`, imageRequest(corrupt(bytes, seed, seed * 3)), [422]);
  }
  // Wrong or missing magic: decided from the bytes, never the name or declared type.
  // A supported type's magic over other bytes claims that type: it cannot be decoded (422).
  add('wrong magic', 'PNG bytes behind a JPEG magic', imageRequest(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), images.png]), 'photo.png'), [422]);
  add('wrong magic', 'JPEG bytes behind a PNG signature', imageRequest(Buffer.concat([images.png.subarray(0, 8), images.jpeg]), 'photo.jpg'), [422]);
  const wrongMagic: Array<[string, Buffer]> = [
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256))],
    ['plain text', Buffer.from('This is not an image. '.repeat(100))],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
    ['a GIF', await sharp(drawing).gif().toBuffer()],
    ['a TIFF', await sharp(drawing).tiff().toBuffer()],
    ['an AVIF', await sharp(drawing).avif({ quality: 40 }).toBuffer()],
    ['an SVG', drawing],
    ['a ZIP', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)])],
    ['an ELF executable header', Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(300, 2)])],
    ['a BMP', Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(500, 3)])],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a WebP RIFF with a WAVE form', Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(200)])],
    ['an ftyp box of an MP4 video', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\x00\x00\x02\x00isomiso2', 'latin1'), Buffer.alloc(100)])],
  ];
  for (const [name, bytes] of wrongMagic) add('wrong magic', name, imageRequest(bytes, 'photo.jpg'), [415]);
  add('wrong magic', 'an empty image part', imageRequest(Buffer.alloc(0)), [400]);

  // Pixel and decompression bombs: refused from the header before any pixel is decoded.
  for (const [w, h] of [[20000, 20000], [65535, 65535], [100000, 10000], [7072, 7072], [1, 1], [99, 5000], [50000, 1]] as const) {
    add('pixel bomb', `a PNG declaring ${w}x${h}`, imageRequest(pngDeclaring(w, h)), [422]);
  }
  for (const [w, h] of [[60000, 60000], [65500, 800], [9000, 9000], [50, 50]] as const) {
    add('pixel bomb', `a JPEG whose frame header says ${w}x${h}`, imageRequest(jpegDeclaring(images.jpeg, w, h)), [422]);
  }
  add('pixel bomb', 'a real 8000x8000 PNG of one colour (64 MP, a few hundred KB)', imageRequest(await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer()), [422]);
  add('pixel bomb', 'a real 16383x3000 WebP of one colour', imageRequest(await sharp({ create: { width: 16383, height: 3000, channels: 3, background: '#fff' } }).webp({ lossless: true }).toBuffer()), [422]);

  // Thin images: refused from their side ratio before they are scaled to the page width.
  for (const [w, h] of [[120, 24000], [24000, 120], [158, 31600], [2000, 150], [1001, 100], [100, 1001]] as const) {
    add('thin', `a ${w}x${h} PNG`, imageRequest(await sharp({ create: { width: w, height: h, channels: 3, background: '#fff' } }).png().toBuffer()), [422]);
  }

  // Under the side ratio but tall: the page tesseract reads is scaled down to PAGE_PIXEL_BUDGET, not read at 1600 × 14,400.
  add('thin', 'a 1000x9000 PNG (9:1)', imageRequest(await sharp({ create: { width: 1000, height: 9000, channels: 3, background: '#fff' } }).png().toBuffer()), [422]);

  // Polyglots: an image with another file behind or inside it.
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(1000, 5), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  add('polyglot', 'a JPEG with a ZIP appended', imageRequest(Buffer.concat([images.jpeg, zip])), [422]);
  add('polyglot', 'a PNG with HTML after IEND', imageRequest(Buffer.concat([images.png, Buffer.from('<html><script>alert(1)</script></html>')])), [422]);
  add('polyglot', 'a JPEG whose comment holds a script', imageRequest(jpegWithSegments(images.jpeg, 0xfe, 2000, 1, '<script>alert(document.cookie)</script>')), [422]);
  add('polyglot', 'a PNG with a PDF in a tEXt chunk', imageRequest(Buffer.concat([images.png.subarray(0, 33), pngChunk('tEXt', Buffer.from('Comment\x00%PDF-1.7 1 0 obj<<>>endobj', 'latin1')), images.png.subarray(33)])), [422]);
  add('polyglot', 'a HEIC with a PNG appended', imageRequest(Buffer.concat([images.heic, images.png])), [422]);
  add('polyglot', 'a WebP with a JPEG appended', imageRequest(Buffer.concat([images.webp, images.jpeg])), [422]);

  // Huge metadata.
  add('metadata', 'a JPEG with 60 KiB of EXIF', imageRequest(jpegWithSegments(images.jpeg, 0xe1, 60000, 1, 'Exif\x00\x00MM\x00*')), [422]);
  add('metadata', 'a JPEG with 150 APP1 segments (9 MB)', imageRequest(jpegWithSegments(images.jpeg, 0xe1, 60000, 150, 'Exif\x00\x00II*\x00')), [422]);
  add('metadata', 'a JPEG with a 3 MB broken ICC profile in 50 segments', imageRequest(jpegWithSegments(images.jpeg, 0xe2, 60000, 50, 'ICC_PROFILE\x00')), [422]);
  add('metadata', 'a PNG with 8 MB of text chunks', imageRequest(Buffer.concat([images.png.subarray(0, 33), ...Array.from({ length: 8 }, () => pngChunk('tEXt', Buffer.concat([Buffer.from('k\x00'), Buffer.alloc(1_000_000, 0x61)]))), images.png.subarray(33)])), [422]);
  add('metadata', 'a PNG with a 2 MB broken iCCP chunk', imageRequest(Buffer.concat([images.png.subarray(0, 33), pngChunk('iCCP', Buffer.concat([Buffer.from('icc\x00\x00'), Buffer.alloc(2_000_000, 7)])), images.png.subarray(33)])), [422]);
  add('metadata', 'a JPEG whose EXIF orientation is out of range', imageRequest(await sharp(images.jpeg).withExif({ IFD0: { Orientation: '42' } }).jpeg().toBuffer()), [422]);

  // Animated WebP: only the first frame is read.
  const frames = await Promise.all(Array.from({ length: 4 }, (_, i) => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200 + i * 10, g: 220, b: 230 } } }).png().toBuffer()));
  add('animated', 'an animated WebP of 4 frames', imageRequest(await sharp(frames, { join: { animated: true } }).webp().toBuffer()), [422]);
  const many = await Promise.all(Array.from({ length: 200 }, (_, i) => sharp({ create: { width: 120, height: 120, channels: 3, background: { r: i, g: 200, b: 230 } } }).png().toBuffer()));
  add('animated', 'an animated WebP of 200 small frames', imageRequest(await sharp(many, { join: { animated: true } }).webp().toBuffer()), [422]);
  add('animated', 'an animated WebP whose frames are 10 MP', imageRequest(await sharp(await Promise.all([0, 1].map(() => sharp({ create: { width: 4000, height: 2500, channels: 3, background: '#fff' } }).png().toBuffer())), { join: { animated: true } }).webp({ lossless: true }).toBuffer()), [422]);

  // Sizes at the limit.
  add('size', 'an image part of exactly 10 MiB of noise behind a JPEG magic', imageRequest(Buffer.concat([images.jpeg.subarray(0, 4), Buffer.alloc(IMAGE_LIMIT - 4, 0x37)])), [422]);
  add('size', 'an image part one byte over 10 MiB', imageRequest(Buffer.concat([images.jpeg, Buffer.alloc(IMAGE_LIMIT + 1 - images.jpeg.length, 1)])), [413]);
  add('size', 'a Content-Length of 1 GiB announced for a short body', post(Buffer.from('x'), `multipart/form-data; boundary=${BOUNDARY}`, ['Content-Length: 1073741824'], { contentLength: false }), [413]);

  // The multipart cases test the parsing, not the image: a JPEG too small to hold a document (422 as soon as it
  // is decoded) keeps the OCR out of them.
  multipartFuzz(await sharp(drawing).resize(60, 45).jpeg().toBuffer(), add);
  httpFuzz(add);

  cases.push({ family: 'slow', name: 'headers trickling in a byte every 100 ms', pace: 'trickle-headers', statuses: [400] });
  cases.push({ family: 'slow', name: 'a body that stops after its first part', pace: 'stall-body', statuses: [400] });
  return cases;
}

type Add = (family: string, name: string, request: Buffer, statuses: number[]) => void;

function multipartFuzz(jpeg: Buffer, add: Add): void {
  const type = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
  const good = (boundary = BOUNDARY) => multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.jpg', data: jpeg }], boundary);
  const f = 'multipart';
  add(f, 'no boundary parameter', post(good(), 'multipart/form-data'), [400]);
  add(f, 'an empty boundary', post(good(), 'multipart/form-data; boundary='), [400]);
  add(f, 'a boundary that is not the one used', post(good(), type('other-boundary')), [400]);
  add(f, 'a quoted boundary', post(good('quoted-b'), 'multipart/form-data; boundary="quoted-b"'), [422]);
  add(f, 'a 70-character boundary', post(good('b'.repeat(70)), type('b'.repeat(70))), [422]);
  add(f, 'a 1000-character boundary', post(good('c'.repeat(1000)), type('c'.repeat(1000))), [400, 422]);
  add(f, 'a boundary of spaces and quotes', post(good('a b'), 'multipart/form-data; boundary="a b"'), [422]);
  add(f, 'no closing boundary', post(good().subarray(0, good().length - `--${BOUNDARY}--\r\n`.length), type(BOUNDARY)), [400]);
  add(f, 'the body cut inside the image part', post(good().subarray(0, 300), type(BOUNDARY)), [400]);
  add(f, 'LF instead of CRLF everywhere', post(Buffer.from(good().toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), type(BOUNDARY)), [400]);
  add(f, 'no blank line after the part headers', post(Buffer.from(good().toString('latin1').replace('filename="a.jpg"\r\n\r\n', 'filename="a.jpg"\r\n'), 'latin1'), type(BOUNDARY)), [400, 415]);
  add(f, 'no parts at all', post(Buffer.from(`--${BOUNDARY}--\r\n`), type(BOUNDARY)), [400]);
  add(f, 'an empty body', post(Buffer.alloc(0), type(BOUNDARY)), [400]);
  add(f, 'a body of garbage', post(Buffer.alloc(5000, 0x5a), type(BOUNDARY)), [400]);
  add(f, '10,000 text parts', post(multipart(Array.from({ length: 10000 }, (_, i) => ({ name: `f${i}`, data: 'x' })), BOUNDARY), type(BOUNDARY)), [400]);
  add(f, '10,000 file parts', post(multipart(Array.from({ length: 10000 }, (_, i) => ({ name: 'image', filename: `${i}.jpg`, data: 'x' })), BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'two image parts', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.jpg', data: jpeg }, { name: 'image', filename: 'b.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'the image as a text field', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', data: jpeg.toString('base64') }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'an unknown file field', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'photo', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'a 64 KiB part header', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.jpg', data: jpeg, headers: [`X-Pad: ${'p'.repeat(65536)}`] }], BOUNDARY), type(BOUNDARY)), [400, 422]);
  add(f, '500 headers on one part', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.jpg', data: jpeg, headers: Array.from({ length: 500 }, (_, i) => `X-H${i}: v`) }], BOUNDARY), type(BOUNDARY)), [400, 422]);
  add(f, 'a documentType of 2 KiB', post(multipart([{ name: 'documentType', data: 'p'.repeat(2048) }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'documentType twice, the second unknown', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'documentType', data: 'nope' }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'a documentType with a NUL', post(multipart([{ name: 'documentType', data: 'pass\x00port' }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'a documentType of ../../etc/passwd', post(multipart([{ name: 'documentType', data: '../../etc/passwd' }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'a documentType of __proto__', post(multipart([{ name: 'documentType', data: '__proto__' }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  add(f, 'a documentType of constructor', post(multipart([{ name: 'documentType', data: 'constructor' }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400]);
  const names = ['', 'x'.repeat(1000), 'ünïcödé-名前', '../../etc/passwd', 'a\x00b', '"quoted"', '%00%2e%2e', '__proto__'];
  for (const name of names) {
    add(f, `a field named ${JSON.stringify(name.slice(0, 20))}`, post(multipart([{ name: 'documentType', data: 'passport' }, { name, data: 'v' }, { name: 'image', filename: 'a.jpg', data: jpeg }], BOUNDARY), type(BOUNDARY)), [400, 422]);
  }
  const filenames = ['', 'f'.repeat(10000), '../../../etc/passwd', 'C:\\Windows\\win.ini', 'a\x00.jpg', 'ファイル.jpg', '; rm -rf /', '.htaccess', 'a.jpg%00.php', 'con.jpg'];
  for (const filename of filenames) {
    add(f, `a filename ${JSON.stringify(filename.slice(0, 24))}`, post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename, data: jpeg }], BOUNDARY), type(BOUNDARY)), [400, 422]);
  }
  add(f, 'a declared image type of text/html', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.html', contentType: 'text/html', data: jpeg }], BOUNDARY), type(BOUNDARY)), [422]);
  add(f, 'a part with a Content-Transfer-Encoding of base64', post(multipart([{ name: 'documentType', data: 'passport' }, { name: 'image', filename: 'a.jpg', data: jpeg.toString('base64'), headers: ['Content-Transfer-Encoding: base64'] }], BOUNDARY), type(BOUNDARY)), [415]);
  add(f, 'a preamble of 100 KB before the first boundary', post(Buffer.concat([Buffer.alloc(100_000, 0x20), Buffer.from('\r\n'), good()]), type(BOUNDARY)), [422]);
  add(f, 'an epilogue of 1 MB after the last boundary', post(Buffer.concat([good(), Buffer.alloc(1_000_000, 0x20)]), type(BOUNDARY)), [422]);
  for (const contentType of ['text/plain', 'application/json', 'application/x-www-form-urlencoded', 'image/jpeg', 'multipart/mixed; boundary=x', '', 'multipart/form-data; boundary=a; boundary=b']) {
    add(f, `a Content-Type of ${JSON.stringify(contentType)}`, post(good(), contentType), [400, 422]);
  }
}

function httpFuzz(add: Add): void {
  const f = 'http';
  const body = multipart([{ name: 'documentType', data: 'passport' }], BOUNDARY);
  const raw = (lines: string[], payload: Buffer | string = '') => Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.isBuffer(payload) ? payload : Buffer.from(payload)]);
  const auth = `Authorization: Bearer ${AUTH_PLACEHOLDER}`;
  add(f, 'a request line that is not HTTP', raw(['HELLO WORLD']), [400]);
  add(f, 'a header line without a colon', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', 'Broken header', auth]), [400]);
  add(f, 'headers over 16 KiB', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `X-Pad: ${'a'.repeat(20000)}`]), [400]);
  add(f, 'a Content-Length that is not a number', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, 'Content-Length: ten'], body), [400]);
  add(f, 'two different Content-Lengths', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, 'Content-Length: 10', 'Content-Length: 20'], body), [400]);
  add(f, 'Content-Length and chunked together (request smuggling)', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `Content-Type: multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length: 5', 'Transfer-Encoding: chunked'], '0\r\n\r\n'), [400]);
  add(f, 'a broken chunk size', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `Content-Type: multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding: chunked', 'Connection: close'], 'zz\r\nabc\r\n0\r\n\r\n'), [400]);
  add(f, 'a chunked body of 5,000 one-byte chunks', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `Content-Type: multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding: chunked', 'Connection: close'], `${[...body.toString('latin1')].map((c) => `1\r\n${c}\r\n`).join('')}0\r\n\r\n`), [400]);
  add(f, 'an Authorization with a CR inside', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', 'Authorization: Bearer sk_\rINJECT', 'Content-Length: 0', 'Connection: close']), [400, 401]);
  add(f, 'an Authorization of 8 KiB', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', `Authorization: Bearer ${'k'.repeat(8192)}`, 'Content-Length: 0', 'Connection: close']), [401]);
  add(f, 'a Basic Authorization', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', 'Authorization: Basic dXNlcjpwYXNz', 'Content-Length: 0', 'Connection: close']), [401]);
  add(f, 'no Authorization', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', 'Content-Length: 0', 'Connection: close']), [401]);
  add(f, 'a path with ../', raw(['POST /api/v1/../v1/ocr/../../../etc/passwd HTTP/1.1', 'Host: x', auth, 'Content-Length: 0', 'Connection: close']), [404]);
  add(f, 'a path with an encoded NUL', raw(['POST /api/v1/ocr%00 HTTP/1.1', 'Host: x', auth, 'Content-Length: 0', 'Connection: close']), [404]);
  add(f, 'a malformed percent-encoding', raw(['GET /%E0%A4%A HTTP/1.1', 'Host: x', 'Connection: close']), [400, 404]);
  add(f, 'an absolute-form request target', raw(['POST http://evil.example/api/v1/ocr HTTP/1.1', 'Host: x', auth, 'Content-Length: 0', 'Connection: close']), [400, 401, 404]);
  add(f, 'a TRACE', raw(['TRACE /api/v1/ocr HTTP/1.1', 'Host: x', 'Connection: close']), [405]);
  add(f, 'an HTTP/0.9 request', Buffer.from('GET /\r\n'), [400]);
  add(f, 'Expect: 100-continue with a 10 MiB announced body never sent', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `Content-Type: multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length: 10485760', 'Expect: 100-continue', 'Connection: close']), [400]);
  add(f, 'an Idempotency-Key of 200 characters', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `Idempotency-Key: ${'i'.repeat(200)}`, `Content-Type: multipart/form-data; boundary=${BOUNDARY}`, `Content-Length: ${body.length}`, 'Connection: close'], body), [400]);
  add(f, 'an X-Forwarded-For of 1,000 addresses', raw(['POST /api/v1/ocr HTTP/1.1', 'Host: x', auth, `X-Forwarded-For: ${Array.from({ length: 1000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')}`, `Content-Type: multipart/form-data; boundary=${BOUNDARY}`, `Content-Length: ${body.length}`, 'Connection: close'], body), [400]);
}
