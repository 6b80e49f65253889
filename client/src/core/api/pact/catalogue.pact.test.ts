/// <reference types="node" />
// Consumer contract of the whole catalogue (see docs/architecture.md and docs/testing.md): the real `call()` with the app's one
// axios instance and its interceptors, pointed at the Pact mock server. The only test seam is the
// transport: a tap in front of axios' own http adapter records what the interceptors produced.
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import {
  CUSTOM_HEADER,
  decodeCustomHeader,
  encodeForm,
  isReqId,
  parseForm,
  type EndpointName,
} from '@storefront/contracts';
import { MatchersV3, PactV3, PactV4, type TemplateHeaders, type TemplateQuery } from '@pact-foundation/pact';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { runtimeConfig } from '../../config/runtime-config';
import { clearSession, saveSession } from '../../state/session';
import { apiClient, onSessionEnded, setTestAdapter } from '../api-client';
import { call } from '../call';
import { ApiError, SessionEndedError } from '../errors';
import { uploadImage } from '../upload';
import {
  concreteInput,
  DEMO_IDENTITY,
  expectedRequest,
  expectedResponse,
  headerExample,
  planInteractions,
  type PlannedInteraction,
} from './interactions';
import { readFileSync } from 'node:fs';

process.env.PACT_DO_NOT_TRACK = 'true';
const PACT_DIR = process.env.PACT_DIR ?? resolve(process.cwd(), 'contracts', 'pacts');
const PNG = resolve(process.cwd(), 'client/src/core/api/pact/fixtures/pixel.png');

const PACT_OPTIONS = {
  consumer: 'storefront-client',
  provider: 'storefront-mock-api',
  dir: PACT_DIR,
  logLevel: 'error',
} as const;
// PactV4's mock server refuses a form body it was given (it detects JSON in it), still so in pact-js
// 17.1.4: form-bodied calls are written with PactV3 and everything else with PactV4. Both write the
// one pact file, which takes the version of its last writer. The V3 tests run last: a V4 file
// upgrading the V3 interactions loses their JSON replies' content type (compared byte for byte then),
// while the V4 interactions written here keep their meaning in a V3 file.
const newPactV3 = () => new PactV3(PACT_OPTIONS);
const newPactV4 = () => new PactV4(PACT_OPTIONS);

/** What the interceptors handed to the transport, for the header and reqId checks. */
let sent: InternalAxiosRequestConfig[] = [];
const sessionEnded = jest.fn();
let restoreAdapter: () => void;
const freshAgent = new Agent({ keepAlive: false });

beforeAll(() => {
  const http = axios.getAdapter('http');
  restoreAdapter = setTestAdapter((config) => {
    sent.push(config);
    // A browser writes the multipart Content-Type (with its boundary) itself and axios' browser
    // path clears the header for FormData; Node's http adapter needs the same clearing to do so.
    if (config.data instanceof FormData) config.headers.delete('Content-Type');
    // Every test has its own mock server; a kept-alive socket to an earlier one must not be reused.
    config.httpAgent = freshAgent;
    return http(config);
  });
  onSessionEnded(sessionEnded);
});
afterAll(() => restoreAdapter());

beforeEach(() => {
  sent = [];
  sessionEnded.mockClear();
});

function pointAtServer(url: string): void {
  apiClient.defaults.baseURL = url;
  // The behaviour collector goes to BEHAVIOUR_URL; in the contract it is the same mock server.
  runtimeConfig.behaviourUrl = url;
}

function actAs(loggedIn: boolean): void {
  if (loggedIn) {
    saveSession({
      userId: Number(DEMO_IDENTITY.uid),
      token: DEMO_IDENTITY.token,
      userInfo: {
        uid: Number(DEMO_IDENTITY.uid),
        nickname: '演示用户',
        mobile: '13800138000',
        avatarUrl: '',
      },
    });
  } else clearSession();
}

/** The wire fields the interceptors must have added to the one request of the test. */
function expectWireFields(p: PlannedInteraction, loggedIn: boolean, startedAt: number): void {
  expect(sent).toHaveLength(1);
  const config = sent[0]!;
  const header = decodeCustomHeader(config.headers.get(CUSTOM_HEADER));
  expect(header).toEqual({
    appVersion: '2.0',
    source: 4,
    timestamp: expect.any(Number),
    token: loggedIn ? DEMO_IDENTITY.token : '',
    uid: loggedIn ? DEMO_IDENTITY.uid : '',
  });
  expect(header!.timestamp).toBeGreaterThanOrEqual(startedAt);
  expect(header!.timestamp).toBeLessThanOrEqual(Date.now());
  // What reached the wire, decoded the way the mock decodes it: the input itself plus a fresh reqId.
  const fields = parseForm(
    p.entry.method === 'GET' ? encodeForm(config.params as Record<string, unknown>) : String(config.data),
  );
  expect(isReqId(fields.reqId)).toBe(true);
  const { reqId: _reqId, ...rest } = fields;
  expect(rest).toEqual(parseForm(encodeForm(concreteInput(p.input))));
}

/**
 * The Pact mock server records a matched request through an internal channel after it has replied,
 * so under load the test could ask for its verdict a moment too early ("expected but not
 * received" although the reply arrived). A short pause lets the record land.
 */
const mockServerSettled = () => new Promise((done) => setTimeout(done, 15));

const invoke = (name: EndpointName, input: Record<string, unknown>) =>
  (call as (n: EndpointName, i: Record<string, unknown>) => Promise<unknown>)(name, input);

const planned = planInteractions().filter((p) => p.entry.body !== 'multipart');

/** A form-bodied call's interaction, on PactV3. */
function formInteraction(p: PlannedInteraction) {
  const pact = newPactV3();
  for (const s of p.states) pact.given(s.name, s.params);
  return pact
    .uponReceiving(p.description)
    .withRequest(expectedRequest(p) as Parameters<PactV3['withRequest']>[0])
    .willRespondWith(expectedResponse(p) as Parameters<PactV3['willRespondWith']>[0]);
}

/** A call without a body (GET: its input in the query), on PactV4. */
function queryInteraction(p: PlannedInteraction) {
  let interaction = newPactV4().addInteraction();
  for (const s of p.states) interaction = interaction.given(s.name, s.params);
  const request = expectedRequest(p) as unknown as { headers: TemplateHeaders; query: TemplateQuery };
  const response = expectedResponse(p);
  return interaction
    .uponReceiving(p.description)
    .withRequest(p.entry.method, p.entry.path, (builder) => {
      builder.headers(request.headers).query(request.query);
    })
    .willRespondWith(response.status, (builder) => {
      builder.headers(response.headers as TemplateHeaders).jsonBody(response.body);
    });
}

/** Runs the client's real call against the interaction's mock server and checks what it sent and got. */
async function honour(p: PlannedInteraction, server: { url: string }): Promise<void> {
  pointAtServer(server.url);
  const loggedIn = p.variant === 'loggedIn' || (p.variant === 'badInput' && p.entry.auth === 'required');
  actAs(loggedIn);
  const startedAt = Date.now();
  const outcome = invoke(p.name, concreteInput(p.input));

  if (p.variant === 'sessionInvalid') {
    // And docs/wire.md (see docs/product-rules.md): a 52 ends the session once and is not passed on to the caller.
    await expect(outcome).rejects.toBeInstanceOf(SessionEndedError);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  } else if (p.variant === 'refused') {
    const error = await outcome.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('02');
    expect((error as ApiError).msg).toBe(p.refusedMsg);
  } else if (p.variant === 'badInput') {
    const error = await outcome.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('03');
    expect((error as ApiError).errors[p.badField!]).toEqual(expect.any(String));
  } else {
    const expected = MatchersV3.reify((expectedResponse(p).body as { result: unknown }).result);
    await expect(outcome).resolves.toEqual(expected);
    expect(sessionEnded).not.toHaveBeenCalled();
  }
  expectWireFields(p, loggedIn, startedAt);
  await mockServerSettled();
}

const cases = (list: PlannedInteraction[]) => list.map((p) => [p.description, p] as const);

describe('the client honours the contract of every query-string catalogue entry (PactV4)', () => {
  it.each(cases(planned.filter((p) => p.entry.method === 'GET')))('%s', async (_description, p) => {
    await queryInteraction(p).executeTest((server) => honour(p, server));
  });
});

// webUpload is the one multipart call: Pact records the file part (PactV4's multipartBody);
// the reqId field the client sends beside it is checked here and added back by the provider's
// requestFilter, since the recorded multipart body holds the file part only.
describe('the image upload (multipart)', () => {
  const variants = [
    {
      loggedIn: true,
      description: 'webUpload: the logged-in demo user uploads a PNG and gets its URL',
      states: ['the demo user is logged in'],
    },
    {
      loggedIn: false,
      description: 'webUpload: without a session the reply is code 52',
      states: ['no one is logged in'],
    },
  ];
  it.each(variants.map((v) => [v.description, v] as const))('%s', async (_d, v) => {
    let interaction = newPactV4().addInteraction();
    for (const s of v.states) interaction = interaction.given(s);
    const pact = interaction
      .uponReceiving(v.description)
      .withRequest('POST', '/api/upload/webupload', (builder) => {
        builder
          .headers({ 'domo-custom': MatchersV3.regex('^[A-Za-z0-9+/]+={0,2}$', headerExample(v.loggedIn)) })
          .multipartBody('image/png', PNG, 'file');
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          v.loggedIn
            ? { code: '01', msg: MatchersV3.string('上传成功'), result: resultMatcherFor('webUpload') }
            : { code: '52', msg: MatchersV3.string('登录已失效，请重新登录'), result: null },
        );
      });
    await pact.executeTest(async (server) => {
      pointAtServer(server.url);
      actAs(v.loggedIn);
      const outcome = uploadImage(new Blob([readFileSync(PNG)], { type: 'image/png' }), 'pixel.png');
      if (v.loggedIn) await expect(outcome).resolves.toEqual(MatchersV3.reify(resultMatcherFor('webUpload')));
      else await expect(outcome).rejects.toBeInstanceOf(SessionEndedError);
      const config = sent[0]!;
      expect(config.data).toBeInstanceOf(FormData);
      expect(isReqId((config.data as FormData).get('reqId'))).toBe(true);
      expect(decodeCustomHeader(config.headers.get(CUSTOM_HEADER))?.token).toBe(
        v.loggedIn ? DEMO_IDENTITY.token : '',
      );
      await mockServerSettled();
    });
  });
});

// The V3 writers last (see newPactV3): the last writer sets the pact file's version.
describe('the client honours the contract of every form-bodied catalogue entry (PactV3)', () => {
  it.each(cases(planned.filter((p) => p.entry.method !== 'GET')))('%s', async (_description, p) => {
    await formInteraction(p).executeTest((server: { url: string }) => honour(p, server));
  });
});

function resultMatcherFor(name: EndpointName): unknown {
  return (
    expectedResponse({
      name,
      entry: { method: 'POST', path: '', auth: 'required', summary: '' },
      variant: 'loggedIn',
      description: '',
      states: [],
      input: {},
    }).body as { result: unknown }
  ).result;
}
