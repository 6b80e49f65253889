// The public demo at scale as Compose sees it: docker-compose.yml, docker-compose.public-demo.yml and
// docker-compose.public-demo-scale.yml merged in that order (read by the offline check and the
// real-engine test alike).
import { mergeComposeFiles } from './compose-files.js';

export const PUBLIC_DEMO_SCALE_FILES = [
  'docker-compose.yml',
  'docker-compose.public-demo.yml',
  'docker-compose.public-demo-scale.yml',
] as const;

export const publicDemoScale = (root: string): any => mergeComposeFiles(root, PUBLIC_DEMO_SCALE_FILES);
