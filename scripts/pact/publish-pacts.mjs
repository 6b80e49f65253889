#!/usr/bin/env node
// `npm run pact:publish` (optional, for teams with a Pact Broker): publishes the pact files npm test
// wrote to contracts/pacts/ through the broker's HTTP API (POST /contracts/publish), tagged with
// the git commit and branch. Needs PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN in the environment.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const pactDir = resolve(process.env.PACT_DIR ?? 'contracts/pacts');
const baseUrl = process.env.PACT_BROKER_BASE_URL?.replace(/\/+$/, '');
const token = process.env.PACT_BROKER_TOKEN;

const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

if (!baseUrl || !token) {
  console.error(
    [
      'pact:publish needs a Pact Broker; set both variables and run it again:',
      `  PACT_BROKER_BASE_URL  the broker's address, e.g. https://broker.example.com${baseUrl ? '  (set)' : '  (missing)'}`,
      `  PACT_BROKER_TOKEN     a token allowed to publish contracts${token ? '  (set)' : '  (missing)'}`,
      'Optional: PACT_CONSUMER_VERSION (default: the git commit), PACT_BRANCH (default: the git branch),',
      '          PACT_DIR (default: contracts/pacts, written by npm test).',
    ].join('\n'),
  );
  process.exit(2);
}

const files = existsSync(pactDir) ? readdirSync(pactDir).filter((f) => f.endsWith('.json')) : [];
if (files.length === 0) {
  console.error(`pact:publish: no pact files in ${pactDir}; run npm test first (its Pact step writes them).`);
  process.exit(1);
}

const version = process.env.PACT_CONSUMER_VERSION || git('rev-parse', 'HEAD');
const branch =
  process.env.PACT_BRANCH || process.env.GITHUB_REF_NAME || git('rev-parse', '--abbrev-ref', 'HEAD');
if (!version) {
  console.error(
    'pact:publish: no consumer version: set PACT_CONSUMER_VERSION or run inside the git checkout.',
  );
  process.exit(1);
}

const pacts = files.map((file) => ({ file, pact: JSON.parse(readFileSync(join(pactDir, file), 'utf8')) }));
const consumers = [...new Set(pacts.map((p) => p.pact.consumer.name))];
let failed = false;
for (const consumer of consumers) {
  const body = {
    pacticipantName: consumer,
    pacticipantVersionNumber: version,
    ...(branch && branch !== 'HEAD' ? { branch } : {}),
    contracts: pacts
      .filter((p) => p.pact.consumer.name === consumer)
      .map((p) => ({
        consumerName: consumer,
        providerName: p.pact.provider.name,
        specification: 'pact',
        contentType: 'application/json',
        content: Buffer.from(JSON.stringify(p.pact)).toString('base64'),
      })),
  };
  const res = await fetch(`${baseUrl}/contracts/publish`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/hal+json, application/json',
    },
    body: JSON.stringify(body),
  }).catch((err) => ({ ok: false, status: 0, text: async () => String(err) }));
  const text = await res.text();
  if (!res.ok) {
    failed = true;
    console.error(`✖ ${consumer} ${version}: the broker answered ${res.status}: ${text.slice(0, 500)}`);
  } else {
    console.log(
      `✔ published ${body.contracts.length} pact(s) of ${consumer} ${version}${branch ? ` (${branch})` : ''}`,
    );
  }
}
process.exit(failed ? 1 : 0);
