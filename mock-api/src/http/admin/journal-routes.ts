// The request journal (see mock-api/README.md):
//   GET    /__mock/journal          the last entries (?limit, ?path, ?sandbox: an id, or empty for the default state)
//   DELETE /__mock/journal          cleared (every state, or ?sandbox's)
//   GET    /__mock/journal/stream   Server-Sent Events, resumable with Last-Event-ID (?sandbox follows one state)
//   GET    /__mock/journal.har      the entries of one state (?sandbox) as HAR 1.2, secrets masked
//   GET    /__mock/journal/:seq     one entry with its headers, its reply and the schema's verdict on it
import { isEnvelope, type EndpointName, type ReplyVerdict } from '@storefront/contracts';
import { catalogueSchemas } from '@storefront/contracts/schemas';
import express, { type Router } from 'express';
import type { Journal, JournalDetail } from '../../test-control/journal.js';
import { streamJournal } from '../../test-control/journal-stream.js';
import { sendHttpError, sendInvalid, sendOk } from '../api/reply.js';
import { issuesToErrors } from '../api/validation.js';
import { sandboxFilterOf } from './sandbox-filter.js';
import { journalToHar } from '../../test-control/har/har-export.js';

/** What the operation's result schema says of the reply, in the console's words. */
export function verdictOf(entry: JournalDetail): ReplyVerdict {
  if (entry.fault === 'drop' || entry.fault === 'timeout' || entry.status === 0)
    return { ok: null, summary: '没有回复（连接被断开）' };
  if (entry.fault === 'malformed') return { ok: false, summary: '故障规则截断了回复：不是合法的 JSON' };
  if (!entry.operation) return { ok: null, summary: '不对应目录中的接口' };
  const reply = entry.reply;
  if (!isEnvelope(reply)) return { ok: false, summary: '回复不是 {code, msg, result} 信封' };
  if (reply.code !== '01') return { ok: true, summary: `code ${reply.code}：${reply.msg}` };
  const schema = catalogueSchemas[entry.operation as EndpointName]?.result;
  if (!schema) return { ok: null, summary: '不对应目录中的接口' };
  const check = schema.safeParse(reply.result);
  return check.success
    ? { ok: true, summary: `result 符合 ${entry.operation} 的契约` }
    : {
        ok: false,
        summary: `result 不符合 ${entry.operation} 的契约`,
        errors: issuesToErrors(check.error.issues),
      };
}

export function createJournalRouter(journal: Journal): Router {
  const router = express.Router();
  router.get('/journal', (req, res) => {
    const sandbox = sandboxFilterOf(req, res);
    if (sandbox === null) return;
    const limit = Math.min(Math.max(Number(req.query.limit) || 50, 1), journal.capacity);
    const path = typeof req.query.path === 'string' ? req.query.path : undefined;
    sendOk(res, { total: journal.sizeOf(sandbox), entries: journal.list(limit, path, sandbox) });
  });
  router.delete('/journal', (req, res) => {
    const sandbox = sandboxFilterOf(req, res);
    if (sandbox === null) return;
    journal.clear(sandbox);
    sendOk(res, { cleared: true });
  });
  router.get('/journal.har', (req, res) => {
    const sandbox = sandboxFilterOf(req, res);
    if (sandbox === null) return;
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const har = journalToHar(journal.details(sandbox ?? ''), origin, '1.0.0');
    res
      .status(200)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="journal-${sandbox || 'default'}.har"`)
      .send(JSON.stringify(har));
  });
  router.get('/journal/stream', (req, res) => {
    const sandbox = sandboxFilterOf(req, res);
    if (sandbox !== null) streamJournal(journal, req, res, sandbox);
  });
  router.get('/journal/:seq', (req, res) => {
    const seq = Number(req.params.seq);
    if (!Number.isInteger(seq) || seq < 1) return sendInvalid(res, { seq: 'seq 须为正整数' });
    const entry = journal.detail(seq, verdictOf);
    if (!entry) return sendHttpError(res, 404, `日志条目不存在或已滚出：${seq}`);
    sendOk(res, entry);
  });
  return router;
}
