/**
 * The demo page at GET / (contract.md 6a), driven in headless Chromium (Debian's `chromium`, through
 * playwright-core) as a person uses it: paste a key, choose an image and a kind, read the answer beside the image,
 * copy the curl line. One static page, nothing from elsewhere, a strict Content-Security-Policy, the key kept in
 * the page's memory only. `UPDATE_SCREENSHOT=1` writes docs/demo-page.png from this run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import sharp from 'sharp';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildHarness, createCaller, type TestCaller } from '../support/http-harness';
import { loadFixtures, FIXTURES_DIR } from '../support/fixtures';
import { REPO_ROOT } from '../support/cli-process';

const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const harness = buildHarness({ workers: 1, demoPage: true });
let server: Server;
let origin: string;
let browser: Browser;
let caller: TestCaller;

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (.ci/run does) or set CHROMIUM_BIN`);
  caller = await createCaller(harness.store, { credits: 0, quota: 10 });
  server = harness.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Root in CI containers: Chromium's sandbox needs user namespaces it may not have.
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await harness.close();
});

/** A page on the demo, every request it makes and every console error kept. */
async function openDemo(): Promise<{ page: Page; requested: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/`);
  // The kinds come from the service's OpenAPI document.
  await page.waitForSelector('#documentType option[value="passport"]', { state: 'attached' });
  return { page, requested, errors };
}

const passport = loadFixtures('passport', 'clean-')[0];

describe('the demo page', () => {
  it('is one static page under a strict Content-Security-Policy', async () => {
    const res = await request(harness.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.text).not.toMatch(/<script>|<style>|https?:\/\//);
  });

  it('reads a passport sent as auto: the kind, the fields beside the image, the curl line; the key kept nowhere', async () => {
    const { page, requested, errors } = await openDemo();
    await page.fill('#key', caller.key);
    await page.setInputFiles('#image', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: passport.bytes });
    await page.click('#send');
    await page.waitForSelector('#result:not([hidden])', { timeout: 60_000 });

    expect(await page.textContent('#status')).toMatch(/Read as passport/);
    expect(await page.textContent('tr.kind td.value')).toBe('passport');
    const shown = Object.fromEntries(await page.$$eval('#fields tbody tr[data-field]', (rows) => rows.map((r) => [r.getAttribute('data-field'), r.querySelector('td.value')?.textContent ?? ''])));
    expect(Object.keys(shown).sort()).toEqual(Object.keys(passport.fields).sort());
    expect(shown.passportNumber).toBe(passport.fields.passportNumber);
    expect(await page.isVisible('.picture[data-side="image"] img')).toBe(true);
    // Each field read from the page outlined on the picture, where the picture shows it.
    await page.waitForSelector('.picture[data-side="image"] .box[data-field="name"]');
    const picture = (await page.$('.picture[data-side="image"] img'))!;
    const frame = (await picture.boundingBox())!;
    const outlined = await page.$$('.picture[data-side="image"] .box');
    expect(outlined.length).toBeGreaterThanOrEqual(5);
    for (const mark of outlined) {
      const box = (await mark.boundingBox())!;
      expect(box.width).toBeGreaterThan(0);
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
    // The MRZ's outline where the answer's box says, at the scale the picture is shown.
    const answer = (await request(harness.app).post('/api/v1/ocr?details=true').set('Authorization', caller.auth).field('documentType', 'passport').attach('image', passport.bytes, 'p.jpg')).body;
    const natural = await sharp(passport.bytes).metadata();
    const scale = frame.width / natural.width!;
    const drawn = (await (await page.$('.picture[data-side="image"] .box[data-field="mrz"]'))!.boundingBox())!;
    expect(Math.abs(drawn.y - (frame.y + answer._details.mrz.box.y * scale))).toBeLessThan(2);
    expect(Math.abs(drawn.height - answer._details.mrz.box.height * scale)).toBeLessThan(2);

    const curl = (await page.textContent('#curl')) ?? '';
    expect(curl).toContain(`curl -s '${origin}/api/v1/ocr?details=true'`);
    expect(curl).toContain('-F documentType=\'auto\'');
    expect(curl).toContain("-F image=@'passport.jpg'");
    expect(curl).toContain('$IDOCR_API_KEY');
    expect(curl).not.toContain(caller.key);

    // Nothing from elsewhere, and the key in no storage the page could leave it in.
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:'))).toEqual([]);
    // A string, run in the page: this project compiles without the DOM's types.
    const stored = await page.evaluate<string>('JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie })');
    expect(stored).not.toContain(caller.key);
    expect(errors).toEqual([]);

    if (process.env.UPDATE_SCREENSHOT === '1') await page.screenshot({ path: path.join(REPO_ROOT, 'docs', 'demo-page.png'), fullPage: true });
    await page.close();
  }, 90_000);

  it('an image the browser cannot show (HEIC) gets its answer without the drawing; a refused request says why', async () => {
    const { page } = await openDemo();
    await page.fill('#key', caller.key);
    await page.selectOption('#documentType', 'passport');
    await page.setInputFiles('#image', path.join(FIXTURES_DIR, 'passport', 'heic-deu-1.heic'));
    await page.click('#send');
    await page.waitForSelector('#result:not([hidden])', { timeout: 60_000 });
    await page.waitForSelector('.picture .caption:has-text("cannot show")');
    expect(await page.$$('.picture img')).toHaveLength(0);
    expect(await page.$$eval('#fields tbody tr[data-field]', (rows) => rows.length)).toBeGreaterThan(0);

    await page.fill('#key', 'sk_notakeynotakeynotakeynotakeyx');
    await page.click('#send');
    await page.waitForSelector('#status.error');
    expect(await page.textContent('#status')).toMatch(/^401 INVALID_API_KEY/);
    await page.close();
  }, 90_000);
});

it('is not served when DEMO_PAGE is off', async () => {
  const off = buildHarness({ demoPage: false });
  try {
    expect((await request(off.app).get('/')).status).toBe(404);
  } finally {
    await off.close();
  }
});
