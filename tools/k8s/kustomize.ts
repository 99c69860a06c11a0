/**
 * Renders a kustomization the way `kubectl kustomize` does, for the subset of kustomize that deploy/k8s uses:
 * `resources` (files, or directories holding a kustomization.yaml), `namespace`, `images`, `replicas` and
 * `patches` given as JSON 6902 patch files with a kind + name target. Any other field stops the render with
 * an error, so a manifest can't quietly rely on a feature this renderer would ignore. There is no kustomize on
 * npm and the tests must not need the Go binary; with kubectl at hand, `kubectl kustomize <dir>` gives the same
 * objects.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string } } & Record<
  string,
  unknown
>;

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
}
interface Patch {
  path: string;
  target: { kind: string; name: string };
}
interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  images?: ImageRule[];
  replicas?: { name: string; count: number }[];
  patches?: Patch[];
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'replicas', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition']);
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'Job', 'CronJob', 'DaemonSet', 'ReplicaSet']);

function readYaml(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS() as unknown;
    })
    .filter((value) => value !== null && value !== undefined);
}

/** The objects `kubectl kustomize <dir>` prints, in the same order of resources. */
export function renderKustomization(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir} has no kustomization.yaml`);
  const [kustomization] = readYaml(file) as Kustomization[];
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${file}: ${unsupported.join(', ')} not supported by this renderer`);

  let objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(dir, resource);
    objects.push(...(statSync(target).isDirectory() ? renderKustomization(target) : (readYaml(target) as K8sObject[])));
  }
  objects = objects.map((object) => structuredClone(object));
  for (const patch of kustomization.patches ?? []) applyPatch(objects, patch, dir);
  for (const { name, count } of kustomization.replicas ?? []) {
    const workload = objects.find((object) => object.metadata.name === name && WORKLOADS.has(object.kind));
    if (!workload) throw new Error(`${file}: replicas names ${name}, which is not a workload here`);
    (workload.spec as { replicas?: number }).replicas = count;
  }
  for (const rule of kustomization.images ?? []) objects.forEach((object) => setImages(object, rule));
  if (kustomization.namespace)
    for (const object of objects)
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
  return objects;
}

/** `images:` rewrites every container whose image is `name` or `name:<tag>`, in any pod template. */
function setImages(node: unknown, rule: ImageRule): void {
  if (Array.isArray(node)) return node.forEach((item) => setImages(item, rule));
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const key of ['containers', 'initContainers']) {
    for (const container of (record[key] as { image?: string }[] | undefined) ?? []) {
      const image = container.image ?? '';
      const [name, tag] = splitImage(image);
      if (name === rule.name) container.image = `${rule.newName ?? name}${rule.newTag ? `:${rule.newTag}` : tag}`;
    }
  }
  Object.values(record).forEach((value) => setImages(value, rule));
}

function splitImage(image: string): [string, string] {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/') ? [image.slice(0, at), image.slice(at)] : [image, ''];
}

function applyPatch(objects: K8sObject[], patch: Patch, dir: string): void {
  const targets = objects.filter(
    (object) => object.kind === patch.target.kind && object.metadata.name === patch.target.name,
  );
  if (targets.length === 0) throw new Error(`patch ${patch.path}: no ${patch.target.kind} named ${patch.target.name}`);
  const [operations] = readYaml(path.resolve(dir, patch.path)) as { op: string; path: string; value?: unknown }[][];
  if (!Array.isArray(operations)) throw new Error(`patch ${patch.path}: expected a JSON 6902 list of operations`);
  for (const target of targets) for (const operation of operations) applyOperation(target, operation, patch.path);
}

/** One RFC 6902 operation: add, replace or remove (the ones kustomize users write by hand). */
function applyOperation(target: unknown, operation: { op: string; path: string; value?: unknown }, file: string) {
  const keys = operation.path
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  let parent = target as Record<string, unknown> | unknown[];
  for (const key of keys) {
    parent = (parent as Record<string, unknown>)[key] as Record<string, unknown>;
    if (parent === undefined) throw new Error(`${file}: ${operation.path} does not exist`);
  }
  if (last === undefined) throw new Error(`${file}: cannot ${operation.op} the whole object`);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (operation.op === 'add') parent.splice(index, 0, operation.value);
    else if (operation.op === 'replace') parent[index] = operation.value;
    else if (operation.op === 'remove') parent.splice(index, 1);
    else throw new Error(`${file}: op ${operation.op} not supported`);
    return;
  }
  const record = parent as Record<string, unknown>;
  if ((operation.op === 'replace' || operation.op === 'remove') && !(last in record))
    throw new Error(`${file}: ${operation.path} does not exist`);
  if (operation.op === 'add' || operation.op === 'replace') record[last] = operation.value;
  else if (operation.op === 'remove') delete record[last];
  else throw new Error(`${file}: op ${operation.op} not supported`);
}
