// Whether resolved manifests agree with the code they run: image names are Dockerfile targets, env
// names are the ones the service's env.ts parses (and their values parse), ports match the env,
// probe paths are answered, the pod runs as the image's user, services, ingress, autoscaler and
// budget point at things that exist, and the sandbox router lists every mock-api pod.
// Every check returns problems as lines; an empty list means the manifests agree.
import path from 'node:path';
import type { Resource } from './kustomize.js';
import { networkPolicyProblems } from './network-policy-agreement.js';

/** What the code says, gathered by the caller (the test reads it from the sources themselves). */
export interface CodeFacts {
  /** Dockerfile stage name → its ENV and the numeric uid of its USER. */
  targets: Record<string, { env: Record<string, string>; uid: number }>;
  /** Per target: the env names its env.ts parses, and a parse that throws on a bad environment. */
  env: Record<
    string,
    { names: readonly string[]; portVariable: string; parse: (env: Record<string, string>) => void }
  >;
  /** The HTTP status the target's app gives for GET `path`. */
  probe: (target: string, path: string) => Promise<number>;
  /** The largest request body the wire accepts (the upload limit), bytes. */
  bodyLimitBytes: number;
  sandbox: { header: string; cookie: string };
}

/** Variables Node itself reads; allowed beside each service's own. */
export const NODE_RUNTIME_ENV = ['NODE_OPTIONS'] as const;

/** Resources are read field by field, loosely: the schemas have already checked their shape. */
type Plain = Record<string, any>;

interface Workload {
  resource: Resource;
  pod: Plain;
  labels: Record<string, string>;
}

const workloadsOf = (resources: Resource[]): Workload[] =>
  resources
    .filter((r) => r.kind === 'Deployment' || r.kind === 'StatefulSet')
    .map((resource) => {
      const template = (resource.spec as Plain).template as Plain;
      return { resource, pod: template.spec, labels: template.metadata?.labels ?? {} };
    });

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>): boolean =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([k, v]) => labels[k] === v);

/** `registry/storefront/web:1.0.0` → `web`: the Dockerfile target an image of this repository was built from. */
export const targetOf = (image: string): string | undefined =>
  /(?:^|\/)storefront\/([\w.-]+?)(?::[\w.-]+)?(?:@.*)?$/.exec(image)?.[1];

const portsOf = (pod: Plain): Map<string, number> => {
  const ports = new Map<string, number>();
  for (const container of pod.containers ?? [])
    for (const port of container.ports ?? []) if (port.name) ports.set(port.name, port.containerPort);
  return ports;
};

const bytesOf = (size: string): number => {
  const match = /^(\d+)([kmg]?)$/i.exec(size.trim());
  if (!match) return NaN;
  return Number(match[1]) * { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2]!.toLowerCase() as '']!;
};

/** The container's named ports → their numbers. */
const containerPortsOf = (container: Plain): Map<string, number> =>
  new Map<string, number>(
    (container.ports ?? []).map((p: Plain) => [p.name, p.containerPort] as [string, number]),
  );

/** Hardening and probe shape, for every container (the sandbox router's nginx too). */
const shapeProblems = (where: string, container: Plain, pod: Plain): string[] => {
  const problems: string[] = [];
  const security = container.securityContext ?? {};
  if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: root file system not read-only`);
  if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot not set`);
  const ports = containerPortsOf(container);
  for (const kind of ['readinessProbe', 'livenessProbe'] as const) {
    const probe = container[kind]?.httpGet;
    if (!probe) {
      problems.push(`${where}: no HTTP ${kind}`);
      continue;
    }
    if (typeof probe.port === 'string' && !ports.has(probe.port))
      problems.push(`${where}: ${kind} names port ${probe.port}, which the container does not declare`);
  }
  return problems;
};

type TargetEnv = CodeFacts['env'][string];

/** Env names the target does not read, and the env values the container sets. */
const declaredEnv = (
  where: string,
  container: Plain,
  target: string,
  env: TargetEnv,
): { problems: string[]; declared: Record<string, string> } => {
  const problems: string[] = [];
  const declared: Record<string, string> = {};
  for (const variable of container.env ?? []) {
    if (
      !env.names.includes(variable.name) &&
      !(NODE_RUNTIME_ENV as readonly string[]).includes(variable.name)
    )
      problems.push(
        `${where}: env ${variable.name} is not read by ${target} (its env.ts parses ${env.names.join(', ')})`,
      );
    if (typeof variable.value === 'string') declared[variable.name] = variable.value;
  }
  return { problems, declared };
};

/** The environment parses, the memory limit leaves room above V8's old space, port http is the one it listens on. */
const environmentProblems = (
  where: string,
  container: Plain,
  env: TargetEnv,
  effective: Record<string, string>,
): string[] => {
  const problems: string[] = [];
  try {
    env.parse(effective);
  } catch (err) {
    problems.push(`${where}: the environment does not parse: ${(err as Error).message}`);
  }
  // The image caps V8's old space (NODE_OPTIONS); the container's limit must leave room above it.
  const oldSpace = /--max-old-space-size=(\d+)/.exec(effective.NODE_OPTIONS ?? '')?.[1];
  const limit = /^(\d+)Mi$/.exec(String(container.resources?.limits?.memory ?? ''))?.[1];
  if (!limit) problems.push(`${where}: no memory limit in Mi`);
  else if (oldSpace && Number(limit) < Number(oldSpace) + 64)
    problems.push(
      `${where}: memory limit ${limit}Mi leaves no room above the V8 old space of ${oldSpace} MB`,
    );
  const http = containerPortsOf(container).get('http');
  const listens = Number(effective[env.portVariable]);
  if (http !== listens)
    problems.push(`${where}: port http is ${http}, but ${env.portVariable} makes it listen on ${listens}`);
  return problems;
};

/** Each probe path is answered by the target's app. */
const probePathProblems = async (
  where: string,
  container: Plain,
  target: string,
  facts: CodeFacts,
): Promise<string[]> => {
  const problems: string[] = [];
  for (const kind of ['readinessProbe', 'livenessProbe'] as const) {
    const probePath = container[kind]?.httpGet?.path;
    if (typeof probePath !== 'string') continue;
    const status = await facts.probe(target, probePath);
    // 503 is an answer too: a replica that is up but not ready says so on /readyz.
    if (status !== 200 && status !== 503)
      problems.push(`${where}: ${kind} path ${probePath} is answered ${status} by ${target}`);
  }
  return problems;
};

/** A read-only root file system: every path the service writes is a mounted volume. */
const mountProblems = (where: string, container: Plain, effective: Record<string, string>): string[] => {
  const mounts: string[] = (container.volumeMounts ?? []).map((m: Plain) => m.mountPath);
  const writes = [
    '/tmp',
    ...(effective.MOCK_DATA_FILE ? [path.posix.dirname(effective.MOCK_DATA_FILE)] : []),
  ];
  return writes
    .filter((dir) => !mounts.some((mount) => dir === mount || dir.startsWith(`${mount}/`)))
    .map((dir) => `${where}: writes ${dir}, which is no mounted volume (the root file system is read-only)`);
};

/** What one container of this repository's images gets wrong against its Dockerfile target and env.ts. */
const targetProblems = async (
  where: string,
  container: Plain,
  pod: Plain,
  facts: CodeFacts,
): Promise<string[]> => {
  const target = targetOf(String(container.image));
  if (!target) return []; // not an image of this repository (the sandbox router's nginx)
  const image = facts.targets[target];
  const env = facts.env[target];
  if (!image || !env)
    return [
      `${where}: image ${container.image} is no Dockerfile target (${Object.keys(facts.targets).join(', ')})`,
    ];
  const problems: string[] = [];
  const uid = container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
  if (uid !== image.uid) problems.push(`${where}: runs as uid ${uid}, the image's user is uid ${image.uid}`);
  const { problems: envProblems, declared } = declaredEnv(where, container, target, env);
  const effective = { ...image.env, ...declared };
  return [
    ...problems,
    ...envProblems,
    ...environmentProblems(where, container, env, effective),
    ...(await probePathProblems(where, container, target, facts)),
    ...mountProblems(where, container, effective),
  ];
};

const containerProblems = async (workload: Workload, facts: CodeFacts): Promise<string[]> => {
  const problems: string[] = [];
  const { resource, pod } = workload;
  for (const container of pod.containers ?? []) {
    const where = `${resource.kind}/${resource.metadata.name} container ${container.name}`;
    problems.push(
      ...shapeProblems(where, container, pod),
      ...(await targetProblems(where, container, pod, facts)),
    );
  }
  return problems;
};

const statefulProblems = (resource: Resource, services: Resource[]): string[] => {
  const spec = resource.spec as Plain;
  const where = `StatefulSet/${resource.metadata.name}`;
  const problems: string[] = [];
  const service = services.find((s) => s.metadata.name === spec.serviceName);
  if (!service || (service.spec as Plain).clusterIP !== 'None')
    problems.push(`${where}: serviceName ${spec.serviceName} is no headless Service`);
  const data = (spec.volumeClaimTemplates ?? []) as Plain[];
  if (data.length === 0) problems.push(`${where}: no volumeClaimTemplates for its data file`);
  for (const claim of data)
    if (JSON.stringify(claim.spec?.accessModes) !== '["ReadWriteOnce"]')
      problems.push(
        `${where}: claim ${claim.metadata?.name} must be ReadWriteOnce only (one writer per SQLite file)`,
      );
  return problems;
};

const wiringProblems = (resources: Resource[]): string[] => {
  const problems: string[] = [];
  const workloads = workloadsOf(resources);
  const services = resources.filter((r) => r.kind === 'Service');
  for (const service of services) {
    const spec = service.spec as Plain;
    const selected = workloads.filter((w) => matches(spec.selector, w.labels));
    if (selected.length === 0)
      problems.push(`Service/${service.metadata.name}: its selector matches no pod template`);
    for (const port of spec.ports ?? [])
      for (const w of selected)
        if (typeof port.targetPort === 'string' && !portsOf(w.pod).has(port.targetPort))
          problems.push(
            `Service/${service.metadata.name}: targetPort ${port.targetPort} is not a port of ${w.resource.metadata.name}`,
          );
  }
  for (const workload of workloads) {
    const selector = (workload.resource.spec as Plain).selector?.matchLabels;
    if (!matches(selector, workload.labels))
      problems.push(
        `${workload.resource.kind}/${workload.resource.metadata.name}: selector does not match its pod labels`,
      );
    if (workload.resource.kind === 'StatefulSet')
      problems.push(...statefulProblems(workload.resource, services));
  }
  for (const ingress of resources.filter((r) => r.kind === 'Ingress')) {
    for (const rule of (ingress.spec as Plain).rules ?? [])
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const service = services.find((s) => s.metadata.name === backend?.name);
        const port = (service?.spec as Plain | undefined)?.ports?.find(
          (sp: Plain) => sp.name === backend?.port?.name || sp.port === backend?.port?.number,
        );
        if (!port)
          problems.push(
            `Ingress/${ingress.metadata.name}: ${p.path} goes to ${backend?.name}:${backend?.port?.name ?? backend?.port?.number}, which does not exist`,
          );
      }
  }
  for (const hpa of resources.filter((r) => r.kind === 'HorizontalPodAutoscaler')) {
    const ref = (hpa.spec as Plain).scaleTargetRef;
    if (!workloads.some((w) => w.resource.kind === ref.kind && w.resource.metadata.name === ref.name))
      problems.push(
        `HorizontalPodAutoscaler/${hpa.metadata.name}: scales ${ref.kind}/${ref.name}, which does not exist`,
      );
  }
  for (const pdb of resources.filter((r) => r.kind === 'PodDisruptionBudget'))
    if (!workloads.some((w) => matches((pdb.spec as Plain).selector?.matchLabels, w.labels)))
      problems.push(`PodDisruptionBudget/${pdb.metadata.name}: its selector matches no pod template`);
  return problems;
};

/** The web's UPSTREAM_URL names a Service here, on a port that reaches the mock-api's container. */
const upstreamProblems = (resources: Resource[]): string[] => {
  const problems: string[] = [];
  const services = resources.filter((r) => r.kind === 'Service');
  for (const { resource, pod } of workloadsOf(resources))
    for (const container of pod.containers ?? []) {
      const upstream = (container.env ?? []).find((e: Plain) => e.name === 'UPSTREAM_URL')?.value;
      if (!upstream) continue;
      const url = new URL(upstream);
      const service = services.find((s) => s.metadata.name === url.hostname);
      const where = `${resource.kind}/${resource.metadata.name}: UPSTREAM_URL ${upstream}`;
      if (!service) {
        problems.push(`${where} names no Service`);
        continue;
      }
      const spec = service.spec as Plain;
      const port = Number(url.port || 80);
      // A headless Service has no virtual IP: the connection goes to the pod's own port.
      const reached = workloadsOf(resources)
        .filter((w) => matches(spec.selector, w.labels))
        .flatMap((w) => [...portsOf(w.pod).values()]);
      const ok =
        spec.clusterIP === 'None'
          ? reached.includes(port)
          : (spec.ports ?? []).some((p: Plain) => p.port === port);
      if (!ok) problems.push(`${where}: port ${port} reaches nothing`);
    }
  return problems;
};

const ingressLimitProblems = (resources: Resource[], facts: CodeFacts): string[] =>
  resources
    .filter((r) => r.kind === 'Ingress')
    .flatMap((ingress) => {
      const annotations = (ingress.metadata.annotations ?? {}) as Record<string, string>;
      const size = annotations['nginx.ingress.kubernetes.io/proxy-body-size'];
      return typeof size === 'string' && bytesOf(size) >= facts.bodyLimitBytes
        ? []
        : [
            `Ingress/${ingress.metadata.name}: proxy-body-size ${size} is below the wire's ${facts.bodyLimitBytes} bytes`,
          ];
    });

/** The sandbox router's nginx.conf: one `server` per mock-api pod, keyed on the mock's header and cookie. */
const routerProblems = (resources: Resource[], facts: CodeFacts): string[] => {
  const config = resources.find((r) => r.kind === 'ConfigMap' && r.metadata.name === 'mock-router');
  if (!config) return [];
  const conf = String((config.data as Plain)['nginx.conf']);
  const mock = resources.find((r) => r.kind === 'StatefulSet' && r.metadata.name === 'mock-api');
  if (!mock) return ['ConfigMap/mock-router: no mock-api StatefulSet to route to'];
  const spec = mock.spec as Plain;
  const port = portsOf(spec.template.spec).get('http');
  const namespace = mock.metadata.namespace ?? 'default';
  const expected = Array.from(
    { length: spec.replicas },
    (_, i) => `${mock.metadata.name}-${i}.${spec.serviceName}.${namespace}.svc.cluster.local:${port}`,
  );
  const upstream = /upstream\s+mock-api\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
  const listed = [...upstream.matchAll(/^\s*server\s+([^\s;]+)[^;]*;/gm)].map((m) => m[1]);
  const problems: string[] = [];
  if (JSON.stringify(listed) !== JSON.stringify(expected))
    problems.push(
      `ConfigMap/mock-router: upstream servers ${listed.join(' ')} are not the ${spec.replicas} mock-api pods ${expected.join(' ')}`,
    );
  // nginx balances an empty hash key round-robin: without a fixed part, calls without a sandbox
  // would spread the default state over every pod.
  const key =
    /hash\s+"([^"]*)"\s+consistent;/.exec(conf)?.[1] ?? /hash\s+(\S+)\s+consistent;/.exec(conf)?.[1];
  if (!key?.includes('$mock_sandbox'))
    problems.push('ConfigMap/mock-router: no consistent hash on $mock_sandbox');
  else if (key.replaceAll('$mock_sandbox', '') === '')
    problems.push(
      'ConfigMap/mock-router: the hash key can be empty (no sandbox), which nginx balances round-robin; give it a fixed part',
    );
  const headerVariable = `$http_${facts.sandbox.header.replaceAll('-', '_')}`;
  if (!conf.includes(`map ${headerVariable} $mock_sandbox`))
    problems.push(`ConfigMap/mock-router: the key is not taken from the ${facts.sandbox.header} header`);
  if (!conf.includes(`${facts.sandbox.cookie}=`))
    problems.push(`ConfigMap/mock-router: the key ignores the ${facts.sandbox.cookie} cookie`);
  return problems;
};

export const agreementProblems = async (resources: Resource[], facts: CodeFacts): Promise<string[]> => {
  const problems = [
    ...wiringProblems(resources),
    ...upstreamProblems(resources),
    ...ingressLimitProblems(resources, facts),
    ...routerProblems(resources, facts),
    ...networkPolicyProblems(resources),
  ];
  for (const workload of workloadsOf(resources)) problems.push(...(await containerProblems(workload, facts)));
  return problems;
};
