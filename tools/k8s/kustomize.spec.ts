import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderKustomization, type K8sObject } from './kustomize';

const K8S = path.resolve(__dirname, '../../deploy/k8s');
const WEB_APPS = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];

/** The kubernetes-models class for an object's apiVersion and kind: its validate() checks the API schema. */
function validateAgainstSchema(object: K8sObject): void {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
  const modulePath = ['kubernetes-models', group, version, object.kind].filter(Boolean).join('/');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Model = (require(modulePath) as Record<string, new (data: unknown) => { validate(): void }>)[object.kind];
  new Model(object).validate();
}

type Container = {
  name: string;
  image: string;
  args?: string[];
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  lifecycle?: { preStop?: unknown };
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
};
type PodSpec = { containers: Container[]; securityContext?: { runAsNonRoot?: boolean; runAsUser?: number } };
type Workload = K8sObject & {
  spec: { replicas?: number; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
};

const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};

/** Deployments and Jobs of each kustomization: the API, its migration, the shell and three remotes (+ a release slot). */
const WORKLOADS: Record<string, number> = { base: 6, 'overlays/production': 6, 'overlays/gradual-release': 7 };

describe.each(Object.keys(WORKLOADS))('deploy/k8s/%s', (dir) => {
  const objects = renderKustomization(path.join(K8S, dir));

  it('renders objects that all validate against the Kubernetes API schemas', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) expect(() => validateAgainstSchema(object)).not.toThrow();
  });

  it('runs every container as a non-root user on a read-only root filesystem', () => {
    const workloads = objects.filter((object) => object.kind === 'Deployment' || object.kind === 'Job') as Workload[];
    expect(workloads).toHaveLength(WORKLOADS[dir]);
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      for (const container of pod.containers)
        expect(container.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
    }
  });

  it('gives the shell and each remote its own Deployment and Service, whose selector finds its pods', () => {
    for (const app of [...WEB_APPS, 'api']) {
      const deployment = find(objects, 'Deployment', app) as Workload;
      const service = find(objects, 'Service', app) as K8sObject & { spec: { selector: Record<string, string> } };
      expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
      // No other app's pods match the selector: each team's rollout touches only its own pods.
      const others = objects.filter((object) => object.kind === 'Deployment' && object.metadata.name !== app);
      for (const other of others as Workload[])
        expect(other.spec.template.metadata.labels).not.toMatchObject(service.spec.selector);
    }
  });

  it('runs the API with readiness, liveness and a preStop drain, an autoscaler and a disruption budget', () => {
    const api = find(objects, 'Deployment', 'api') as Workload;
    const [container] = api.spec.template.spec.containers;
    expect(container.readinessProbe).toMatchObject({ httpGet: { path: '/api/health/ready' } });
    expect(container.livenessProbe).toMatchObject({ httpGet: { path: '/api/health/' } });
    expect(container.lifecycle?.preStop).toBeDefined();
    expect(find(objects, 'HorizontalPodAutoscaler', 'api')).toMatchObject({
      spec: { scaleTargetRef: { kind: 'Deployment', name: 'api' } },
    });
    const budget = find(objects, 'PodDisruptionBudget', 'api') as K8sObject & {
      spec: { selector: { matchLabels: Record<string, string> } };
    };
    expect(api.spec.template.metadata.labels).toMatchObject(budget.spec.selector.matchLabels);
  });

  it('migrates in a Job that runs the same image as the API, and every referenced config exists', () => {
    const job = find(objects, 'Job', 'api-migrate') as Workload;
    const api = find(objects, 'Deployment', 'api') as Workload;
    expect(job.spec.template.spec.containers[0]).toMatchObject({
      args: ['migrate'],
      image: api.spec.template.spec.containers[0].image,
    });
    for (const workload of objects.filter((object) => object.kind === 'Deployment') as Workload[])
      for (const source of workload.spec.template.spec.containers.flatMap((container) => container.envFrom ?? [])) {
        if (source.configMapRef) find(objects, 'ConfigMap', source.configMapRef.name);
        if (source.secretRef) find(objects, 'Secret', source.secretRef.name);
      }
  });

  it('puts every object in the physio namespace', () => {
    for (const object of objects) expect(object.metadata.namespace).toBe('physio');
  });
});

describe('the production overlay', () => {
  const objects = renderKustomization(path.join(K8S, 'overlays/production'));

  it("sets each app's release image, the API's replicas and its autoscaling range", () => {
    for (const app of [...WEB_APPS, 'api']) {
      const deployment = find(objects, 'Deployment', app) as Workload;
      expect(deployment.spec.template.spec.containers[0].image).toBe(`registry.example.org/physio/${app}:1.0.0`);
    }
    expect((find(objects, 'Deployment', 'api') as Workload).spec.replicas).toBe(3);
    expect(find(objects, 'HorizontalPodAutoscaler', 'api')).toMatchObject({
      spec: { minReplicas: 3, maxReplicas: 12 },
    });
  });
});

describe('the gradual-release overlay', () => {
  const objects = renderKustomization(path.join(K8S, 'overlays/gradual-release'));

  it("runs mfe-public's release slot beside it, and weighs the two in the shell's REMOTE_PUBLIC_URL", () => {
    const next = find(objects, 'Deployment', 'mfe-public-next') as Workload;
    expect(next.spec.template.spec.containers[0].image).toBe('registry.example.org/physio/mfe-public:1.1.0');
    expect(find(objects, 'Service', 'mfe-public-next')).toMatchObject({
      spec: { selector: { 'app.kubernetes.io/name': 'mfe-public-next' } },
    });
    expect(next.spec.template.metadata.labels['app.kubernetes.io/name']).toBe('mfe-public-next');
    const shellConfig = find(objects, 'ConfigMap', 'shell-config') as K8sObject & { data: Record<string, string> };
    const versions = JSON.parse(shellConfig.data.REMOTE_PUBLIC_URL) as Array<{ url: string; weight: number }>;
    expect(versions.map((version) => version.weight).reduce((a, b) => a + b)).toBe(100);
    expect(versions.map((version) => new URL(version.url).pathname)).toEqual([
      '/1.0.0/mf-manifest.json',
      '/1.1.0/mf-manifest.json',
    ]);
  });
});

describe('the kustomize renderer', () => {
  const kustomization = (body: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kustomize-'));
    writeFileSync(path.join(dir, 'kustomization.yaml'), body);
    return dir;
  };

  it('refuses kustomize features it does not implement rather than ignoring them', () => {
    expect(() => renderKustomization(kustomization('resources: []\ncommonLabels: { a: b }\n'))).toThrow(
      /commonLabels not supported/,
    );
  });

  it('the schema check catches a malformed object', () => {
    const broken = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'x' },
      spec: {
        selector: {},
        template: { spec: { containers: [{ name: 'a', image: 'b', ports: [{ containerPort: 'http' }] }] } },
      },
    };
    expect(() => validateAgainstSchema(broken)).toThrow(/containerPort must be integer/);
  });
});
