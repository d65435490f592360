#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { createLogger } from '../logging/logger';
import { ServiceStartError } from '../service-start-error';
import { StoreNotFoundError, StoreUnavailableError } from '../auth/store';
import { DomainError } from '../domain/errors';
import { DOMAIN_REASONS } from '../errors/domain-reasons';
import { RulesError } from '../rules/rules-error';
import type { LabelledImage } from '../evaluation/run-evaluation';
import type { createLocalRecogniser } from '../recognition/local-recogniser';
import type { Recogniser } from '../recognition/recogniser';
import { printData } from './output';
import { CliError, readConfig, withStore } from './with-store';
import { describeTarget } from '../auth/redis-connection';
import { AUTO_KIND } from '../documents/document-types';
import { answerBody } from '../recognition/answer-body';

const program = new Command('idocr').description('Self-hosted identity-document OCR').showHelpAfterError();

const count = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number ≥ 0');
  return n;
};

/** A calendar date (`2026-11-01`, midnight UTC) or a moment (`2026-11-01T12:00:00Z`). */
const date = (value: string): Date => {
  const parsed = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(parsed.getTime())) throw new InvalidArgumentError('expected a date such as 2026-11-01 or 2026-11-01T12:00:00Z');
  return parsed;
};

program
  .command('serve')
  .description('start the HTTP service (what `npm start` runs)')
  .action(async () => {
    const { startService } = await import('../serve');
    const config = readConfig();
    const logger = createLogger(config.logLevel);
    // Listen for the signal before starting: one that arrives while the service starts waits for it, then stops it.
    let stopRequested: string | undefined;
    let stop = (signal: string): void => {
      stopRequested = signal;
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
    const service = await startService(config, logger);
    stop = (signal: string): void => {
      logger.info({ signal }, 'shutting down');
      service.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    if (stopRequested) stop(stopRequested);
  });

program
  .command('scan')
  .description('recognise one image file locally and print the JSON body')
  .argument('<image>', 'image file (JPEG, PNG, WebP, HEIC, HEIF)')
  .requiredOption('--type <documentType>', `document kind, or ${AUTO_KIND} to find it`)
  .option('--back <image>', 'the other side of the same document, read with it into one answer')
  .option('--details', 'add per-field source, confidence and checks')
  .option('--json', 'print JSON (the default for scan)')
  .action(async (image: string, options: { type: string; back?: string; details?: boolean }) => {
    const [{ createLocalRecogniser }, { recogniseBytes }] = await Promise.all([import('../recognition/local-recogniser'), import('../recognition/recognise-bytes')]);
    readConfig();
    const bytes = readImageFile(image);
    const back = options.back === undefined ? undefined : readImageFile(options.back);
    const local = createLocalRecogniser(readConfig(), 1);
    try {
      if (options.type !== AUTO_KIND && !local.recogniser.kinds().includes(options.type)) {
        throw new CliError(`unknown --type "${options.type}"; loaded: ${[...local.recogniser.kinds()].sort().join(', ')}, or ${AUTO_KIND} to find the kind`);
      }
      const result = await recogniseBytes(local.recogniser, bytes, options.type, back);
      printData(answerBody(result, !!options.details), true);
    } finally {
      await local.close();
    }
  });

/** A missing or unreadable file is a one-line message, not a stack trace. */
function readImageFile(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}`);
  }
}

const accounts = program.command('accounts').description('accounts in the Redis store');
accounts
  .command('create')
  .requiredOption('--email <email>', 'account email')
  .option('--verified', 'mark the email verified now')
  .option('--credits <n>', 'starting credits', count, 0)
  .option('--quota <n>', 'requests included per calendar month', count, 0)
  .option('--json', 'print JSON')
  .action(async (o: { email: string; verified?: boolean; credits: number; quota: number; json?: boolean }) => {
    if (!/^[^\s@]+@[^\s@]+$/.test(o.email)) throw new CliError(`"${o.email}" is not an email address`);
    const account = await withStore((s) => s.createAccount({ email: o.email, verified: !!o.verified, credits: o.credits, quota: o.quota }));
    printData(account, !!o.json);
  });
accounts
  .command('verify')
  .argument('<accountId>')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { json?: boolean }) => printData(await withStore((s) => s.verifyAccount(id)), !!o.json));
accounts
  .command('show')
  .argument('<accountId>')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { json?: boolean }) => {
    const account = await withStore((s) => s.getAccount(id));
    if (!account) throw new StoreNotFoundError(`account ${id}`);
    const { id: accountId, email, verified, credits, quota, quotaUsed } = account;
    printData({ id: accountId, email, verified, credits, quota, quotaUsed }, !!o.json);
  });

program
  .command('credits')
  .description('credits of an account in the Redis store')
  .command('add')
  .argument('<accountId>')
  .argument('<n>', 'credits to add', count)
  .option('--idempotency-key <key>', 'names this grant: run again under the same key (within 30 days), it adds nothing')
  .option('--json', 'print JSON')
  .action(async (id: string, n: number, o: { json?: boolean; idempotencyKey?: string }) => {
    const { account, applied } = await withStore((s) => s.addCredits(id, n, o.idempotencyKey));
    if (!applied) process.stderr.write('Nothing added: a grant under this idempotency key was made already.\n');
    printData({ ...account, added: applied ? n : 0 }, !!o.json);
  });

const keys = program.command('keys').description('API keys in the Redis store');
keys
  .command('create')
  .argument('<accountId>')
  .requiredOption('--name <name>', 'a name for the key, e.g. one per environment')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { name: string; json?: boolean }) => {
    const { record, key } = await withStore((s) => s.createKey(id, o.name));
    printData({ id: record.id, name: record.name, key }, !!o.json);
    if (!o.json) process.stderr.write('Copy the key now: it is shown only this once.\n');
  });
keys
  .command('revoke')
  .argument('<keyId>')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { json?: boolean }) => printData(await withStore((s) => s.revokeKey(id)), !!o.json));
keys
  .command('list')
  .argument('<accountId>')
  .option('--json', 'print JSON')
  .action(async (id: string, o: { json?: boolean }) => printData(await withStore((s) => s.listKeys(id)), !!o.json));

program
  .command('store')
  .description('the Redis store itself')
  .command('migrate')
  .description('move what idocr 0.1 wrote to Redis to the current layout; run once, with the service stopped')
  .option('--json', 'print JSON')
  .action(async (o: { json?: boolean }) => printData(await withStore((s) => s.migrateLegacyLayout(new Date())), !!o.json));

program
  .command('ledger')
  .description("an account's ledger: every grant, reserve, commit, release, expiry and refund, oldest first")
  .argument('<accountId>')
  .option('--since <date>', 'only events at or after this date or time (ISO 8601, e.g. 2026-11-01)', date)
  .option('--json', 'print JSON')
  .action(async (id: string, o: { since?: Date; json?: boolean }) => {
    const events = await withStore((s) => s.ledger(id, o.since));
    if (o.json) return printData(events, true);
    // One column set for every row: events name only what they have.
    printData(
      events.map((e) => ({ time: e.time, type: e.type, outcome: e.outcome, unit: e.unit, credits: e.credits, quotaUsed: e.quotaUsed, quota: e.quota, period: e.period, keyId: e.keyId, reservationId: e.reservationId, requestId: e.requestId, documentType: e.documentType })),
      false,
    );
  });

program
  .command('rules')
  .description('rules files')
  .command('lint')
  .argument('[dir]', 'a rules folder (default: RULES_DIRS, else the bundled rules/)')
  .option('--json', 'print JSON')
  .option('--explain [documentType]', 'also say in words where each field of a kind (default: every kind) comes from')
  .action(async (dir: string | undefined, o: { json?: boolean; explain?: string | true }) => {
    const [{ loadRuleSets }, { explainRuleSet }] = await Promise.all([import('../rules/load-rule-sets'), import('../rules/explain-rules')]);
    const dirs = dir ? [path.resolve(dir)] : readConfig().rulesDirs;
    try {
      const sets = loadRuleSets(dirs);
      if (o.explain) {
        const kinds = o.explain === true ? [...sets.keys()].sort() : [o.explain];
        const unknown = kinds.filter((k) => !sets.has(k));
        if (unknown.length) throw new CliError(`no rules for ${unknown.join(', ')}; loaded: ${[...sets.keys()].sort().join(', ')}`);
        process.stdout.write(kinds.map((k) => explainRuleSet(sets.get(k)!)).join('\n'));
        return;
      }
      printData(o.json ? { ok: true, kinds: [...sets.keys()].sort() } : { ok: `${sets.size} rules file(s) valid`, kinds: [...sets.keys()].sort().join(', ') }, !!o.json);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      if (o.json) printData({ ok: false, problems: error.problems }, true);
      else process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    }
  });

program
  .command('eval')
  .description('recognise labelled images (image + JSON beside it) and print field accuracy: real specimens first')
  .argument('<dir>', 'folder searched at any depth')
  .option('--json', 'print JSON with every miss')
  .option('--markdown', 'print the report as Markdown tables (for docs/accuracy.md)')
  .option('--by-set', 'one row per kind and fixture set (clean, camera, hard, web, scan, phone, ...), then one per set over all kinds')
  .option('--specimens <dir>', 'also score this folder as the set "specimen" (skipped, with a warning, when absent)')
  .option('--record <dir>', 'also write what OCR read of each image to this folder, for `idocr replay`')
  .option('--save <file>', 'also write the JSON report (every miss) to this file, whatever is printed')
  .option('--auto', `send every image as documentType=${AUTO_KIND}: the kind found is scored too (column "kind found")`)
  .action(async (dir: string, o: { json?: boolean; markdown?: boolean; bySet?: boolean; specimens?: string; record?: string; save?: string; auto?: boolean }) => {
    const { evaluateImages, findLabelledImages, findLabelledPairs, summarise, summariseFields, summariseNonDocuments, summariseSets, formatEvalReport, SPECIMEN_SET, recordUnder, createLocalRecogniser } = await evaluationModules();
    const config = readConfig();
    const roots = new Map<LabelledImage, string>();
    const images = findLabelledImages(path.resolve(dir));
    for (const image of images) roots.set(image, path.resolve(dir));
    // The cards photographed on both sides (DIR/pairs.json, the fixtures' two-sided set), each read as one request
    // with its back and as its two sides apart (not recorded: a record is of one image).
    if (!o.record) for (const pair of findLabelledPairs(path.resolve(dir))) images.push(pair), roots.set(pair, path.resolve(dir));
    if (o.specimens && fs.existsSync(o.specimens)) {
      for (const image of findLabelledImages(path.resolve(o.specimens), SPECIMEN_SET)) images.push(image), roots.set(image, path.resolve(o.specimens));
      // The specimen cards photographed on both sides, each read as one request with its back (not recorded: a
      // record is of one image, and the pair's would take its front's place).
      if (!o.record) for (const pair of findLabelledPairs(path.resolve(o.specimens))) images.push(pair), roots.set(pair, path.resolve(o.specimens));
    } else if (o.specimens) process.stderr.write(`idocr eval: no specimens folder at ${o.specimens}; scoring ${dir} only\n`);
    const local = createLocalRecogniser(config, config.ocrWorkers);
    // With --record, each image gets a recogniser of its own that writes down what OCR read in it.
    const recogniserFor = o.record ? await recordingRecognisers(local, (item) => recordUnder(path.resolve(o.record!), item, roots.get(item)!), true) : () => local.recogniser;
    try {
      const outcomes = await evaluateImages(recogniserFor, images, config.ocrWorkers, { auto: o.auto });
      const report = (): object => ({
        kinds: summarise(outcomes, { bySet: o.bySet }),
        ...(o.bySet ? { sets: summariseSets(outcomes) } : {}),
        fields: summariseFields(outcomes),
        nonDocuments: summariseNonDocuments(outcomes),
        images: outcomes.map((x) => ({ ...x, image: path.relative(process.cwd(), x.image) })),
      });
      if (o.save) fs.writeFileSync(o.save, `${JSON.stringify(report(), null, 2)}\n`);
      if (o.json) {
        printData(report(), true);
        return;
      }
      process.stdout.write(formatEvalReport(outcomes, { bySet: o.bySet, markdown: o.markdown }));
      const skipped = images.length - outcomes.length;
      if (skipped) process.stdout.write(`(${skipped} image(s) of kinds without rules were skipped)\n`);
    } finally {
      await local.close();
    }
  });

program
  .command('record')
  .description('recognise labelled images and write what OCR read of each beside it (<image name>.ocr.json), for `idocr replay` and the replay tests')
  .argument('<dir>', 'folder searched at any depth (a kind\'s fixtures: fixtures/<kind>)')
  .option('--save <file>', 'also write the live run\'s JSON report (every miss) to this file')
  .action(async (dir: string, o: { save?: string }) => {
    const { evaluateImages, findLabelledImages, formatEvalReport, recordBeside, writeRecord, createLocalRecogniser } = await evaluationModules();
    const config = readConfig();
    const images = findLabelledImages(path.resolve(dir));
    // Made again from nothing: a record left from before would outlive an image that is now refused unread.
    for (const item of images) fs.rmSync(recordBeside(item.image), { force: true });
    const local = createLocalRecogniser(config, config.ocrWorkers);
    try {
      // The fixtures' records are what the replay tests hold the rules to: read on the pixel budget alone, so
      // that a busy machine records what a quiet one would.
      const pixelsOnly = { ...local.budget, readBudgetMs: undefined };
      const outcomes = await evaluateImages(await recordingRecognisers(local, (item) => recordBeside(item.image), false, pixelsOnly), images, config.ocrWorkers);
      // An image refused before any page was read (it does not decode) is recorded as that answer.
      const byImage = new Map(images.map((item) => [item.image, item]));
      for (const outcome of outcomes) {
        const item = byImage.get(outcome.image)!;
        if (outcome.error && !fs.existsSync(recordBeside(item.image))) {
          writeRecord(recordBeside(item.image), { version: 2, documentType: item.documentType, today: new Date().toISOString(), budgetLimit: 0, pages: [], refused: outcome.error });
        }
      }
      if (o.save) fs.writeFileSync(o.save, `${JSON.stringify({ images: outcomes }, null, 2)}\n`);
      process.stdout.write(formatEvalReport(outcomes, { bySet: true }));
      process.stdout.write(`${outcomes.length} record(s) written\n`);
    } finally {
      await local.close();
    }
  });

program
  .command('replay')
  .description('run the rules again on what `idocr record` (or `idocr eval --record`) recorded, without OCR, and print field accuracy')
  .argument('<dir>', 'a folder of fixtures with their records, or of records')
  .option('--json', 'print JSON with every miss')
  .action(async (dir: string, o: { json?: boolean }) => {
    // No OCR here: only the records, the rules and the report.
    const [{ replayImages, findRecordedImages }, { loadRuleSets }, { summarise, summariseFields }, { formatEvalReport }] = await Promise.all([
      import('../evaluation/ocr-records'),
      import('../rules/load-rule-sets'),
      import('../evaluation/run-evaluation'),
      import('./eval-report'),
    ]);
    const outcomes = await replayImages(findRecordedImages(path.resolve(dir)), loadRuleSets(readConfig().rulesDirs));
    if (o.json) printData({ kinds: summarise(outcomes), fields: summariseFields(outcomes), images: outcomes }, true);
    else process.stdout.write(formatEvalReport(outcomes, { bySet: true, latency: false }));
    const stale = outcomes.filter((x) => x.unrecorded > 0);
    if (stale.length) {
      process.stderr.write(`idocr replay: ${stale.length} image(s) asked for reads their record does not hold (or have no record): run idocr record on them again\n`);
      process.exitCode = 1;
    }
  });

/**
 * A recogniser per labelled image that writes what OCR read in it to `fileFor(image)` (RecognitionRecord);
 * `withImage` puts the image's ground truth in the record too (a folder of records away from the images).
 */
/**
 * What eval and record use, loaded when one of them runs: the store commands start in a quarter of the time
 * without OCR, OpenCV and the rules engine loaded.
 */
async function evaluationModules() {
  const [evaluation, report, records, local] = await Promise.all([
    import('../evaluation/run-evaluation'),
    import('./eval-report'),
    import('../evaluation/ocr-records'),
    import('../recognition/local-recogniser'),
  ]);
  return { ...evaluation, ...report, ...records, ...local };
}

async function recordingRecognisers(
  local: ReturnType<typeof createLocalRecogniser>,
  fileFor: (item: LabelledImage) => string,
  withImage: boolean,
  budget: ReturnType<typeof createLocalRecogniser>['budget'] = local.budget,
): Promise<(item: LabelledImage) => Recogniser> {
  const [{ DocumentRecogniser }, { writeRecord }] = await Promise.all([import('../recognition/document-recogniser'), import('../evaluation/ocr-records')]);
  return (item) =>
    new DocumentRecogniser(local.ruleSets, local.pool, {
      ...budget,
      onRecord: (record) => writeRecord(fileFor(item), { ...record, ...(withImage ? { image: item } : {}) }),
    });
}

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CliError || error instanceof StoreNotFoundError || error instanceof RulesError || error instanceof ServiceStartError) {
    process.stderr.write(`idocr: ${error.message}\n`);
  } else if (error instanceof StoreUnavailableError) {
    const target = readConfig().redis;
    process.stderr.write(`idocr: the Redis store${target ? ` at ${describeTarget(target)}` : ''} is unreachable\n`);
  } else if (error instanceof DomainError) {
    process.stderr.write(`idocr: ${DOMAIN_REASONS[error.kind]}: ${error.message}\n`);
  } else {
    process.stderr.write(`idocr: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exitCode = 1;
});
