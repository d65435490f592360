import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ERROR_CATALOGUE } from '../../src/errors/catalogue';
import { DOCUMENT_SCHEMAS_DIR } from '../../src/openapi/build-openapi';
import { buildHarness } from '../support/http-harness';
import { INTERFACE_DOCUMENT_TYPES } from '../../src/documents/document-types';

/**
 * What an integrator downloads to generate a client: GET /api/v1/openapi.json, without a key, describing the
 * endpoint, each kind's response, the error body with every reason; and a document the OpenAPI linter passes.
 */
const harness = buildHarness();
afterAll(() => harness.close());

async function fetchDocument() {
  const res = await request(harness.app).get('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.body as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: any; responses: Record<string, any> }>>;
    components: { schemas: Record<string, any> };
  };
}

it('is served without a key, as OpenAPI 3.1, for the OCR endpoint and the probes', async () => {
  const doc = await fetchDocument();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths).sort()).toEqual(['/api/v1/ocr', '/api/v1/openapi.json', '/healthz', '/readyz']);
});

it('lists auto and every loaded kind as a documentType, each with its response schema, and the back part', async () => {
  const doc = await fetchDocument();
  const post = doc.paths['/api/v1/ocr'].post;
  const form = post.requestBody.content['multipart/form-data'].schema;
  const kinds = form.properties.documentType.enum as string[];
  // auto, then the 20 kinds of the interface and pl_id_card, the worked example of adding one.
  expect(kinds[0]).toBe('auto');
  expect(kinds.slice(1).sort()).toEqual([...harness.recogniser.kinds()].sort());
  expect(kinds).toEqual(expect.arrayContaining([...INTERFACE_DOCUMENT_TYPES]));
  expect(form.required).toEqual(['documentType', 'image']);
  expect(form.properties.back.description).toMatch(/other side/);
  const refs = post.responses['200'].content['application/json'].schema.oneOf.map((r: { $ref: string }) => r.$ref.split('/').pop());
  expect(refs).toHaveLength(kinds.length);
  expect(refs).toContain('AutoResult');
  expect(doc.components.schemas.AutoResult.required).toEqual(['documentType']);
  const passport = JSON.parse(fs.readFileSync(path.join(DOCUMENT_SCHEMAS_DIR, 'passport.schema.json'), 'utf8'));
  expect(doc.components.schemas.PassportResult.required).toEqual(passport.required);
  // The kind's committed fields, and the _details that ?details=true adds.
  expect(doc.components.schemas.PassportResult.properties).toEqual({ ...passport.properties, _details: { $ref: '#/components/schemas/FieldDetails' } });
  expect(doc.components.schemas.FieldDetails.additionalProperties.properties.box.required).toEqual(['side', 'x', 'y', 'width', 'height']);
});

it('gives the error body with every reason of the error catalogue, each under its status', async () => {
  const doc = await fetchDocument();
  expect(doc.components.schemas.Error.properties.error.properties.details.items.properties.reason.enum.sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
  const responses = doc.paths['/api/v1/ocr'].post.responses;
  for (const [reason, { status }] of Object.entries(ERROR_CATALOGUE)) {
    if (reason === 'NOT_FOUND' || reason === 'METHOD_NOT_ALLOWED') continue; // no operation answers these
    expect(Object.keys(responses[String(status)].content['application/json'].examples)).toContain(reason);
  }
});

it('passes the OpenAPI linter (redocly, recommended rules)', async () => {
  const doc = await fetchDocument();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  try {
    const result = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        path.resolve(__dirname, '../../node_modules/.bin/redocly'),
        // The probes and this description take no input, so they have no 4xx answer to describe.
        ['lint', file, '--extends', 'recommended', '--skip-rule', 'operation-4xx-response', '--format', 'stylish'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });
    expect(result.output).toContain('Your API description is valid');
    // Not a single problem, warnings included (the CLI's own notices, such as a Node.js deprecation, aside).
    expect(result).toEqual({ code: 0, output: expect.not.stringMatching(/You have \d+ warning|\d+ errors?\b|^\s*\d+:\d+\s+(error|warning)/m) });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
