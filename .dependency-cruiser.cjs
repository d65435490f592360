/**
 * The import check (`npm run check:imports`, part of `npm test`): no import cycles, and layers that talk one
 * way. From the bottom: `domain` (plain shared types, box measures, DomainError) → text, dates, mrz, image,
 * geometry, ocr, barcode, text-detection (tools that know nothing of documents' rules) → rules → recognition →
 * metrics, http (with the Express app), serve, cli. The fixture generator (packages/fixture-generator) and the
 * benchmark (tools/bench) are not the service: they are built apart from it, and nothing of the service imports them. Only http/ builds ApiError: below it, errors are DomainError,
 * mapped to the contract's reasons in errors/domain-reasons.
 */
const TOOLS = '^src/(text|dates|mrz|image|geometry|ocr|barcode|text-detection)/';
const ABOVE_TOOLS = '^src/(rules|recognition|metrics|http|auth|limits|evaluation|openapi|cli)/|^src/serve\\.ts$|^(packages|tools)/';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import cycle: two modules that need each other are one module or want a third.', from: {}, to: { circular: true } },
    { name: 'domain-imports-nothing', severity: 'error', comment: 'domain holds plain types that every layer shares.', from: { path: '^src/domain/' }, to: { path: '^src/', pathNot: '^src/domain/' } },
    { name: 'tools-below-rules', severity: 'error', comment: 'OCR, images, dates, MRZ and text tools know nothing of the rules or the service.', from: { path: TOOLS }, to: { path: ABOVE_TOOLS } },
    { name: 'rules-below-recognition', severity: 'error', comment: 'The rules engine runs on what OCR read; it does not call recognition or the service.', from: { path: '^src/rules/' }, to: { path: '^src/(recognition|metrics|http|serve|cli|evaluation)|^(packages|tools)/' } },
    { name: 'recognition-below-service', severity: 'error', comment: 'Recognition reports stage times through a callback; metrics and HTTP adapt to it.', from: { path: '^src/recognition/' }, to: { path: '^src/(metrics|http|serve|cli|evaluation)|^(packages|tools)/' } },
    { name: 'metrics-below-recognition', severity: 'error', comment: 'Metrics count what recognition returns (domain types), not how it works.', from: { path: '^src/metrics/' }, to: { path: '^src/(recognition|rules|http|serve|cli)' } },
    { name: 'http-errors-in-http', severity: 'error', comment: 'ApiError (a status and a contract reason) is built in http/ only; the layers below throw DomainError.', from: { path: '^src/', pathNot: '^src/http/' }, to: { path: '^src/http/api-error' } },
    { name: 'generator-own-check-digits', severity: 'error', comment: 'The fixture generator draws the truth the reader is measured on: it computes MRZ check digits with its own code.', from: { path: '^packages/fixture-generator/' }, to: { path: '^src/mrz/check-digit' } },
    { name: 'service-without-generator', severity: 'error', comment: 'The fixture generator and the benchmark are not the service: dist/ and the image hold neither.', from: { path: '^src/' }, to: { path: '^(packages|tools)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
