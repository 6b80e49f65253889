// NetworkPolicies checked against the workloads they govern: each selects pods that exist, each rule
// names its sources (a rule without `from` would open the pods to every pod), its sources exist, and
// its ports are ports of the selected pods. `allowedSources` says who may reach a workload.
import type { Resource } from './kustomize.js';

type Plain = Record<string, any>;

interface Pod {
  name: string;
  labels: Record<string, string>;
  ports: Map<string, number>;
}

const podsOf = (resources: Resource[]): Pod[] =>
  resources
    .filter((r) => r.kind === 'Deployment' || r.kind === 'StatefulSet')
    .map((r) => {
      const template = (r.spec as Plain).template as Plain;
      const ports = new Map<string, number>();
      for (const container of template.spec?.containers ?? [])
        for (const port of container.ports ?? []) if (port.name) ports.set(port.name, port.containerPort);
      return { name: r.metadata.name, labels: template.metadata?.labels ?? {}, ports };
    });

const selects = (selector: Plain | undefined, pod: Pod): boolean => {
  const labels = (selector?.matchLabels ?? {}) as Record<string, string>;
  return Object.keys(labels).length > 0 && Object.entries(labels).every(([k, v]) => pod.labels[k] === v);
};

const policiesOf = (resources: Resource[]) => resources.filter((r) => r.kind === 'NetworkPolicy');

export const networkPolicyProblems = (resources: Resource[]): string[] => {
  const pods = podsOf(resources);
  const problems: string[] = [];
  for (const policy of policiesOf(resources)) {
    const where = `NetworkPolicy/${policy.metadata.name}`;
    const spec = policy.spec as Plain;
    const governed = pods.filter((pod) => selects(spec.podSelector, pod));
    if (governed.length === 0) problems.push(`${where}: its podSelector matches no pod template`);
    for (const rule of spec.ingress ?? []) {
      if (!rule.from?.length) problems.push(`${where}: a rule without from lets every pod in`);
      for (const peer of rule.from ?? [])
        if (!peer.podSelector || !pods.some((pod) => selects(peer.podSelector, pod)))
          problems.push(`${where}: a source matches no pod template of this build`);
      for (const port of rule.ports ?? [])
        for (const pod of governed)
          if (
            typeof port.port === 'string'
              ? !pod.ports.has(port.port)
              : ![...pod.ports.values()].includes(port.port)
          )
            problems.push(`${where}: port ${port.port} is not a port of ${pod.name}`);
    }
  }
  return problems;
};

/**
 * The workloads whose pods may open a connection to `target`'s pods: null when no NetworkPolicy
 * governs its ingress (then every pod may).
 */
export const allowedSources = (resources: Resource[], target: string): string[] | null => {
  const pods = podsOf(resources);
  const pod = pods.find((p) => p.name === target);
  if (!pod) return null;
  const governing = policiesOf(resources).filter(
    (p) =>
      selects((p.spec as Plain).podSelector, pod) &&
      ((p.spec as Plain).policyTypes ?? []).includes('Ingress'),
  );
  if (governing.length === 0) return null;
  const sources = new Set<string>();
  for (const policy of governing)
    for (const rule of (policy.spec as Plain).ingress ?? [])
      for (const peer of rule.from ?? [])
        for (const source of pods) if (selects(peer.podSelector, source)) sources.add(source.name);
  return [...sources].sort();
};
