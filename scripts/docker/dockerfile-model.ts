// Reads the Dockerfile and the compose file into plain data the checks and the smoke test share.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Env, type Instruction } from 'dockerfile-ast';
import { parse as parseYaml } from 'yaml';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface CopyStep {
  from?: string;
  sources: string[];
  destination: string;
}

export interface Stage {
  name: string;
  image: string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  runs: string[];
  copies: CopyStep[];
  healthcheck?: { flags: Record<string, string>; command: string[] };
  cmd?: string[];
}

/** The instruction's argument text, continuation lines joined, flags and (for HEALTHCHECK) CMD removed. */
const argumentText = (content: string, instruction: Instruction): string => {
  const lines = content.split('\n');
  const range = instruction.getRange();
  const text = lines
    .slice(range.start.line, range.end.line + 1)
    .join('\n')
    .replace(/\\\r?\n/g, ' ')
    .trim();
  return text
    .slice(instruction.getKeyword().length)
    .trim()
    .replace(/^(--[\w-]+=\S+\s+)+/, '')
    .replace(/^CMD\s+/i, '');
};

const execForm = (text: string): string[] =>
  text.startsWith('[') ? (JSON.parse(text) as string[]) : ['/bin/sh', '-c', text];

export const readDockerfile = (file = path.join(repoRoot, 'Dockerfile')) => {
  const content = readFileSync(file, 'utf8');
  const dockerfile = DockerfileParser.parse(content);
  const stages: Stage[] = [];
  /** ARGs declared before the first FROM, with their defaults: what a FROM line may use. */
  const globalArgs: Record<string, string> = {};
  let current: Stage | undefined;
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'ARG' && !current) {
      const [key, ...value] = instruction.getArguments()[0]!.getValue().split('=');
      globalArgs[key!] = value.join('=');
      continue;
    }
    if (keyword === 'FROM') {
      const from = dockerfile
        .getFROMs()
        .find((f) => f.getRange().start.line === instruction.getRange().start.line)!;
      const image = (from.getImage() ?? '').replace(
        /\$\{(\w+)\}|\$(\w+)/g,
        (_, braced: string | undefined, bare: string | undefined) => globalArgs[(braced ?? bare)!] ?? '',
      );
      const parent = stages.find((stage) => stage.name === image);
      current = {
        name: from.getBuildStage() ?? `stage-${stages.length}`,
        image: parent ? parent.image : image,
        workdir: parent?.workdir ?? '/',
        env: { ...(parent?.env ?? {}) },
        user: parent?.user,
        runs: [...(parent?.runs ?? [])],
        copies: [...(parent?.copies ?? [])],
        healthcheck: parent?.healthcheck,
        cmd: parent?.cmd,
      };
      stages.push(current);
      continue;
    }
    if (!current) throw new Error(`${keyword} before FROM`);
    const args = instruction.getArguments().map((arg) => arg.getValue());
    const flags = Object.fromEntries(
      (instruction as any).getFlags?.().map((flag: any) => [flag.getName(), flag.getValue()]) ?? [],
    );
    switch (keyword) {
      case 'WORKDIR':
        current.workdir = path.posix.resolve(current.workdir, args[0]!);
        break;
      case 'ENV':
        // The parser's properties: quoted values (`KEY="a b"`) come back whole and unquoted.
        for (const property of (instruction as Env).getProperties())
          current.env[property.getName()] = property.getValue() ?? '';
        break;
      case 'USER':
        current.user = args[0];
        break;
      case 'RUN':
        current.runs.push(argumentText(content, instruction));
        break;
      case 'COPY':
        current.copies.push({
          from: flags.from,
          sources: args.slice(0, -1),
          destination: args[args.length - 1]!,
        });
        break;
      case 'HEALTHCHECK':
        current.healthcheck = { flags, command: execForm(argumentText(content, instruction)) };
        break;
      case 'CMD':
        current.cmd = execForm(argumentText(content, instruction));
        break;
    }
  }
  return {
    content,
    globalArgs,
    stages,
    stage: (name: string) => stages.find((stage) => stage.name === name),
  };
};

export const readCompose = (file = path.join(repoRoot, 'docker-compose.yml')): any =>
  parseYaml(readFileSync(file, 'utf8'));
