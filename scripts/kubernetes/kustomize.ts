// Resolves a kustomization the way `kubectl kustomize` does, for the subset this repository uses, so
// npm test can check what a cluster would receive without kubectl (no npm package does this offline).
// Any field outside the subset is refused, so an overlay using more fails loudly instead of being
// checked as something it is not. Supported: resources (files and folders with a kustomization),
// namespace, labels (pairs on metadata only), images, replicas, and strategic-merge patches by path.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: Array<{ pairs: Record<string, string> }>;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  replicas?: Array<{ name: string; count: number }>;
  patches?: Array<{ path: string }>;
}

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'replicas',
  'patches',
]);

/** Kinds that live outside any namespace (of those this repository uses). */
const CLUSTER_SCOPED = new Set(['Namespace']);

/**
 * The merge key of each list strategic merge patches merge element by element (Kubernetes' own
 * `patchMergeKey`s); every other list is replaced whole, as Kubernetes does for atomic lists.
 */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};

export class KustomizeError extends Error {}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every YAML document of a file, each a plain object; a syntax error names the file. */
export const readDocuments = (file: string): unknown[] => {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents.map((document) => {
    if (document.errors.length)
      throw new KustomizeError(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    return document.toJS();
  });
};

/** A strategic merge of `patch` into `target` (a new object; neither input changes). */
export const strategicMerge = (target: unknown, patch: unknown, key = ''): unknown => {
  if (isPlain(target) && isPlain(patch)) {
    const merged: Plain = { ...target };
    for (const [name, value] of Object.entries(patch))
      merged[name] = name in target ? strategicMerge(target[name], value, name) : value;
    return merged;
  }
  const mergeKey = MERGE_KEYS[key];
  if (Array.isArray(target) && Array.isArray(patch) && mergeKey) {
    const merged = [...target];
    for (const element of patch) {
      const at = merged.findIndex(
        (item) => isPlain(item) && isPlain(element) && item[mergeKey] === element[mergeKey],
      );
      if (at === -1) merged.push(element);
      else merged[at] = strategicMerge(merged[at], element);
    }
    return merged;
  }
  return patch;
};

const sameResource = (a: Resource, b: Resource): boolean =>
  a.kind === b.kind && a.metadata.name === b.metadata.name && a.apiVersion === b.apiVersion;

const asResource = (document: unknown, file: string): Resource => {
  if (!isPlain(document) || typeof document.kind !== 'string' || typeof document.apiVersion !== 'string')
    throw new KustomizeError(`${file}: a document without apiVersion and kind`);
  const metadata = document.metadata;
  if (!isPlain(metadata) || typeof metadata.name !== 'string')
    throw new KustomizeError(`${file}: ${document.kind} without metadata.name`);
  return document as Resource;
};

/** Pod templates, where labels and images live below the resource's own metadata. */
const containersOf = (resource: Resource): Plain[] => {
  const spec = resource.spec as Plain | undefined;
  const podSpec = (spec?.template as Plain | undefined)?.spec as Plain | undefined;
  return [...((podSpec?.containers as Plain[]) ?? []), ...((podSpec?.initContainers as Plain[]) ?? [])];
};

const imageName = (image: string): string => image.replace(/@.*$/, '').replace(/:[^/:]+$/, '');

const applyImages = (resource: Resource, images: NonNullable<Kustomization['images']>): void => {
  for (const container of containersOf(resource)) {
    const current = String(container.image);
    const rule = images.find((image) => image.name === imageName(current));
    if (!rule) continue;
    const tag = rule.newTag ?? current.slice(imageName(current).length + 1);
    container.image = `${rule.newName ?? rule.name}${tag ? `:${tag}` : ''}`;
  }
};

/** The resources a kustomization folder resolves to, in order. */
export const kustomize = (dir: string): Resource[] => {
  const file = path.join(dir, 'kustomization.yaml');
  const [config] = readDocuments(file) as [Kustomization & Plain];
  const unknown = Object.keys(config).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length)
    throw new KustomizeError(`${file}: fields this resolver does not know: ${unknown.join(', ')}`);

  let resources: Resource[] = [];
  for (const entry of config.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (statSync(target).isDirectory()) resources.push(...kustomize(target));
    else resources.push(...readDocuments(target).map((document) => asResource(document, target)));
  }
  resources = structuredClone(resources);

  for (const { path: patchFile } of config.patches ?? []) {
    for (const document of readDocuments(path.resolve(dir, patchFile))) {
      const patch = asResource(document, patchFile);
      const at = resources.findIndex((resource) => sameResource(resource, patch));
      if (at === -1)
        throw new KustomizeError(
          `${file}: patch ${patchFile} names ${patch.kind}/${patch.metadata.name}, which is not there`,
        );
      resources[at] = strategicMerge(resources[at], patch) as Resource;
    }
  }
  for (const { name, count } of config.replicas ?? []) {
    const target = resources.find(
      (resource) => resource.metadata.name === name && isPlain(resource.spec) && 'replicas' in resource.spec,
    );
    if (!target) throw new KustomizeError(`${file}: replicas for ${name}, which has no replicas field`);
    (target.spec as Plain).replicas = count;
  }
  for (const resource of resources) {
    if (config.images) applyImages(resource, config.images);
    for (const { pairs } of config.labels ?? [])
      resource.metadata.labels = { ...resource.metadata.labels, ...pairs };
    if (config.namespace && !CLUSTER_SCOPED.has(resource.kind))
      resource.metadata.namespace = config.namespace;
  }
  return resources;
};
