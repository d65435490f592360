import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../src/http/app';
import { MemoryStore } from '../../src/auth/memory-store';
import type { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import { benchLogger, createPool, passportRules, recognitionSets, warmSample } from './bench-pool';

export interface BenchServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  authorization: string;
  pool: TesseractPool;
  server: Server;
  close(): Promise<void>;
}

/**
 * The real app, as serve.ts wires it, on loopback only: memory store, a demo account whose quota the bench
 * cannot exhaust, and a pool warmed as the service warms it (see recognitionSets).
 */
export async function startBenchServer(workers: number): Promise<BenchServer> {
  const { ruleSets, rules } = passportRules();
  const pool = createPool(workers);
  const store = new MemoryStore();
  const account = await store.createAccount({ email: 'bench@localhost', verified: true, quota: 1_000_000, credits: 0 });
  const { key } = await store.createKey(account.id, 'bench');
  const app = createApp({ store, recogniser: new DocumentRecogniser(ruleSets, pool), logger: benchLogger });

  await pool.warm(recognitionSets(rules), await warmSample());
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const close = async (): Promise<void> => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    await pool.close();
  };
  return { origin: `http://127.0.0.1:${port}`, authorization: `Bearer ${key}`, pool, server, close };
}
