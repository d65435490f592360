import fs from 'node:fs';
import path from 'node:path';
import { STATUS_CODES } from 'node:http';
import { ERROR_CATALOGUE, type ErrorReason } from '../errors/catalogue';
import type { RuleSet } from '../rules/types';
import { SCHEMAS_DIR } from '../rules/load-rule-sets';
import { PACKAGE_ROOT } from '../config/package-root';
import { AUTO_KIND } from '../documents/document-types';

/** The service's version, from its package.json. */
export const SERVICE_VERSION = (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Where the bundled kinds' response schemas are; a kind added by a rules folder gets one made from its fields. */
export const DOCUMENT_SCHEMAS_DIR = path.join(SCHEMAS_DIR, 'documents');

type Json = Record<string, unknown>;

// Reasons the OCR route can answer with; NOT_FOUND and METHOD_NOT_ALLOWED belong to no operation.
const OCR_REASONS: readonly ErrorReason[] = [
  'MALFORMED_REQUEST', 'MISSING_IMAGE', 'INVALID_DOCUMENT_TYPE', 'INVALID_AUTH_HEADER', 'INVALID_API_KEY', 'INSUFFICIENT_CREDITS',
  'EMAIL_NOT_VERIFIED', 'FILE_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNREADABLE_IMAGE', 'IDEMPOTENCY_CONFLICT', 'RATE_LIMITED', 'INTERNAL',
  'SERVICE_UNAVAILABLE',
];

/**
 * The OpenAPI 3.1 description of the public API (served at GET /api/v1/openapi.json): the OCR endpoint with
 * one response schema per loaded kind (the committed `schemas/documents/*.schema.json`), the error body with
 * every reason of the error catalogue, and the probes. Built from what is loaded, so a kind added by a rules
 * folder appears in it.
 */
export function buildOpenApi(ruleSets: ReadonlyMap<string, RuleSet>, version = SERVICE_VERSION): Json {
  const kinds = [...ruleSets.keys()].sort();
  const results = Object.fromEntries(kinds.map((kind) => [resultName(kind), withDetails(resultSchema(kind, ruleSets.get(kind)!))]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'idocr',
      version,
      summary: 'Reads the printed fields of a photographed identity document.',
      description:
        'Self-hosted identity-document OCR. One endpoint takes a photo or scan of a document of a given kind and returns its printed fields as flat JSON: every field of the kind is present, "" when it is not on the document or could not be read. Dates are YYYY-MM-DD.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/', description: 'the idocr service this document was fetched from' }],
    security: [{ apiKey: [] }],
    tags: [
      { name: 'recognition', description: 'Reading documents.' },
      { name: 'operations', description: 'Probes and this description, without authentication.' },
    ],
    paths: {
      '/api/v1/ocr': {
        post: {
          operationId: 'recogniseDocument',
          tags: ['recognition'],
          summary: 'Read the printed fields of one identity document',
          description:
            'Send the image as a multipart file part with the document kind. One unit (monthly quota first, then credits) is taken for a 200 answer only; any error gives it back. Checked in this order: the key (401), the account (403, 402), the body (400, 413, 415), the recognition (422).',
          parameters: [
            {
              name: 'details',
              in: 'query',
              required: false,
              description: `true adds \`_details\` beside the fields (FieldDetails): per field its source, confidence, checks and the box it was read in; with documentType=${AUTO_KIND} also \`_kind\`: the kind found with its score and the runners-up with theirs.`,
              schema: { type: 'string', enum: ['true', 'false'] },
            },
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'A retry with the same key, documentType and image bytes within 24 hours is not charged again.',
              schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['documentType', 'image'],
                  properties: {
                    documentType: {
                      type: 'string',
                      enum: [AUTO_KIND, ...kinds],
                      description: `The kind of document in the image, or ${AUTO_KIND}: the service finds the kind (its MRZ, a licence barcode, its headings and captions) and answers that kind's fields with one more key, documentType, naming it; 422 UNREADABLE_IMAGE when it finds none.`,
                    },
                    image: { type: 'string', contentMediaType: 'application/octet-stream', description: 'JPEG, PNG, WebP, HEIC or HEIF, at most 10 MiB.' },
                    back: {
                      type: 'string',
                      contentMediaType: 'application/octet-stream',
                      description: "Optional: the other side of the same document, as image is (its own 10 MiB, its type from its own bytes). Fields are read from both sides into one answer (where both print a field, the visual zone as printed stands), charged once.",
                    },
                  },
                },
                encoding: { image: { contentType: 'image/jpeg, image/png, image/webp, image/heic, image/heif' }, back: { contentType: 'image/jpeg, image/png, image/webp, image/heic, image/heif' } },
              },
            },
          },
          responses: {
            '200': {
              description: `The document's fields; which schema applies is the one of the documentType sent, or with ${AUTO_KIND} AutoResult: the kind found's fields and documentType.`,
              content: { 'application/json': { schema: { oneOf: [...kinds.map((kind) => ({ $ref: `#/components/schemas/${resultName(kind)}` })), { $ref: '#/components/schemas/AutoResult' }] } } },
            },
            ...errorResponses(OCR_REASONS),
          },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          tags: ['operations'],
          summary: 'This description of the API',
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } }, ...errorResponses(['INTERNAL']) },
        },
      },
      '/healthz': {
        get: {
          operationId: 'getHealth',
          tags: ['operations'],
          summary: 'Liveness: the process answers',
          security: [],
          responses: { '200': statusResponse('The process is alive.', 'ok'), ...errorResponses(['INTERNAL']) },
        },
      },
      '/readyz': {
        get: {
          operationId: 'getReadiness',
          tags: ['operations'],
          summary: 'Readiness: OCR workers warm, rules loaded, store reachable',
          security: [],
          responses: { '200': statusResponse('Ready to take recognitions.', 'ready'), ...errorResponses(['SERVICE_UNAVAILABLE', 'INTERNAL']) },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key made with `idocr keys create`: `Authorization: Bearer sk_…`.' },
      },
      schemas: {
        Error: errorSchema(Object.keys(ERROR_CATALOGUE) as ErrorReason[]),
        ...results,
        AutoResult: autoResultSchema(kinds),
        FieldDetails: fieldDetailsSchema(),
      },
    },
  };
}

/** `_details` with ?details=true (contract.md 6, 6a): how each field was read, and where. */
function fieldDetailsSchema(): Json {
  const pixels = { type: 'integer', minimum: 0 };
  return {
    title: '_details: how each field was read',
    description: 'With ?details=true, beside the fields: one entry per field of the kind.',
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['source', 'confidence', 'checks'],
      properties: {
        source: { enum: ['mrz', 'viz', 'barcode', 'derived', null], description: 'Where the value came from; null when the field is empty.' },
        confidence: { type: 'number', minimum: 0, maximum: 1 },
        checks: { type: 'array', items: { type: 'object', required: ['name', 'ok'], properties: { name: { type: 'string' }, ok: { type: 'boolean' } } } },
        box: {
          description:
            'The axis-aligned rectangle around the region the value was read from, in pixels of the part it lies on (`image` or `back`) as decoded at full size with its EXIF orientation applied (what a browser shows). Absent for values from a barcode\'s data or derived from other fields.',
          type: 'object',
          required: ['side', 'x', 'y', 'width', 'height'],
          properties: { side: { enum: ['image', 'back'] }, x: pixels, y: pixels, width: { type: 'integer', minimum: 1 }, height: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
      },
    },
  };
}

/** The 200 of documentType=auto: the found kind's fields (its own result schema) after the key naming it. */
function autoResultSchema(kinds: readonly string[]): Json {
  const score = { type: 'object', required: ['documentType', 'score'], properties: { documentType: { type: 'string', enum: kinds }, score: { type: 'number', minimum: 0, maximum: 1 } } };
  return {
    title: `${AUTO_KIND}: recognition result`,
    description: `The 200 response for documentType=${AUTO_KIND}: documentType names the kind found, then every field of that kind's result schema.`,
    type: 'object',
    required: ['documentType'],
    properties: {
      documentType: { type: 'string', enum: kinds, description: 'The kind found.' },
      _details: { $ref: '#/components/schemas/FieldDetails' },
      _kind: {
        description: "With ?details=true: the kind found and its score (its share of what the page showed for every kind), and up to three runners-up with theirs.",
        type: 'object',
        required: ['documentType', 'score', 'runnersUp'],
        properties: { ...score.properties, runnersUp: { type: 'array', maxItems: 3, items: score } },
      },
    },
    additionalProperties: true,
  };
}

function resultName(kind: string): string {
  return `${kind.split('_').map((p) => p[0].toUpperCase() + p.slice(1)).join('')}Result`;
}

/** The committed schema of a bundled kind, without its draft-07 identity; else every field a string. */
/** A kind's result as answered: its fields, and `_details` when ?details=true asked for them. */
function withDetails(schema: Json): Json {
  const properties = schema.properties as Json;
  return { ...schema, properties: { ...properties, _details: { $ref: '#/components/schemas/FieldDetails' } } };
}

function resultSchema(kind: string, rules: RuleSet): Json {
  const file = path.join(DOCUMENT_SCHEMAS_DIR, `${kind}.schema.json`);
  if (fs.existsSync(file)) {
    const { $schema: _dialect, $id: _id, ...schema } = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    return schema;
  }
  const fields = Object.keys(rules.fields);
  return {
    title: `${kind}: recognition result`,
    description: `The 200 response for documentType=${kind}.`,
    type: 'object',
    additionalProperties: false,
    required: fields,
    properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])),
  };
}

function errorSchema(reasons: readonly ErrorReason[]): Json {
  return {
    type: 'object',
    description: 'Every error, on every route.',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message', 'status', 'details'],
        properties: {
          code: { type: 'integer', description: 'The HTTP status.', examples: [401] },
          message: { type: 'string', description: 'For people; may change.' },
          status: { type: 'string', description: 'The HTTP reason phrase.', examples: ['Unauthorized'] },
          details: {
            type: 'array',
            minItems: 1,
            items: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', enum: [...reasons], description: 'The machine-readable reason.' } } },
          },
        },
      },
    },
  };
}

/** One response per status, listing the reasons it can carry, each with an example body. */
function errorResponses(reasons: readonly ErrorReason[]): Record<string, Json> {
  const byStatus = new Map<number, ErrorReason[]>();
  for (const reason of reasons) {
    const status = ERROR_CATALOGUE[reason].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), reason]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((r) => `${r}: ${ERROR_CATALOGUE[r].message}`).join(' / '),
        ...(status === 405 || status === 429 || status === 503 ? { headers: retryHeader(status) } : {}),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            examples: Object.fromEntries(
              list.map((r) => [r, { value: { error: { code: status, message: ERROR_CATALOGUE[r].message, status: STATUS_CODES[status], details: [{ reason: r }] } } }]),
            ),
          },
        },
      },
    ]),
  );
}

function retryHeader(status: number): Json {
  if (status === 405) return { Allow: { description: 'The methods the route takes.', schema: { type: 'string' } } };
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } };
  if (status !== 429) return retryAfter;
  return {
    ...retryAfter,
    'RateLimit-Limit': { description: 'The limit that was met: requests (or failed authentications) per window.', schema: { type: 'integer' } },
    'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
    'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
  };
}

function statusResponse(description: string, status: string): Json {
  return { description, content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: status } } } } } };
}
