import yaml from 'js-yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy, Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';

/** One object of `helm template` output: only what every kind has is typed; the rest is read per kind. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** Splits `helm template` output into its objects, dropping the empty documents of templates that render nothing. */
export function parseManifests(text: string): Manifest[] {
  return yaml.loadAll(text).filter((doc): doc is Manifest => doc !== null && typeof doc === 'object');
}

type Validate = (data: Manifest) => void;
const model = (Model: new (data: never) => { validate(): void }): Validate => (data) => new Model(data as never).validate();

/**
 * The schema of every kind the chart may render. A kind missing here fails the test that validates it, so a new
 * template cannot slip through unvalidated.
 */
const VALIDATORS: Record<string, Validate> = {
  'apps/v1/Deployment': model(Deployment),
  'v1/Service': model(Service),
  'v1/ServiceAccount': model(ServiceAccount),
  'v1/ConfigMap': model(ConfigMap),
  'v1/Secret': model(Secret),
  'networking.k8s.io/v1/Ingress': model(Ingress),
  'networking.k8s.io/v1/NetworkPolicy': model(NetworkPolicy),
  'autoscaling/v2/HorizontalPodAutoscaler': model(HorizontalPodAutoscaler),
  'policy/v1/PodDisruptionBudget': model(PodDisruptionBudget),
  'monitoring.coreos.com/v1/ServiceMonitor': model(ServiceMonitor),
};

/** Throws with the kind, name and the schema's complaint when the object is not valid for its kind. */
export function validateManifest(manifest: Manifest): void {
  const id = `${manifest.apiVersion}/${manifest.kind}`;
  const validate = VALIDATORS[id];
  if (!validate) throw new Error(`no Kubernetes schema known for ${id} (${manifest.metadata.name}): add its model to test/chart/manifests.ts`);
  try {
    validate(manifest);
  } catch (error) {
    throw new Error(`${manifest.kind} ${manifest.metadata.name} is not a valid ${id}: ${(error as Error).message}`);
  }
}

/** The single object of that kind (and name, when given); throws when there is none or more than one. */
export function only<T = Manifest>(manifests: readonly Manifest[], kind: string, name?: string): T {
  const found = manifests.filter((m) => m.kind === kind && (name === undefined || m.metadata.name === name));
  if (found.length !== 1) throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${found.length}`);
  return found[0] as T;
}
