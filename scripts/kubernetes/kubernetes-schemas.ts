// Each resolved resource against the Kubernetes API's own OpenAPI schemas, through the models of
// `kubernetes-models` (one class per apiVersion and kind, with a compiled validator).
import type { Model } from '@kubernetes-models/base';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { Resource } from './kustomize.js';

type ModelClass = { apiVersion: string; kind: string; new (data: never): Model<unknown> };

const MODELS: ModelClass[] = [
  Namespace,
  ConfigMap,
  Service,
  Deployment,
  StatefulSet,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  Ingress,
  NetworkPolicy,
] as unknown as ModelClass[];

/** What the schema says is wrong with `resource`; empty when it is valid. */
export const schemaProblems = (resource: Resource): string[] => {
  const where = `${resource.kind}/${resource.metadata.name}`;
  const model = MODELS.find((m) => m.apiVersion === resource.apiVersion && m.kind === resource.kind);
  if (!model) return [`${where}: no schema known for ${resource.apiVersion} ${resource.kind}`];
  try {
    new model(resource as never).validate();
    return [];
  } catch (err) {
    const errors = (err as { errors?: Array<{ instancePath: string; message?: string }> }).errors;
    return errors?.length
      ? errors.map((e) => `${where}: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`)
      : [`${where}: ${(err as Error).message}`];
  }
};
