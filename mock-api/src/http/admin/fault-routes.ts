// Fault rules of the state the request names (a sandbox or the default), see mock-api/README.md:
//   GET    /__mock/faults                  the first rule in the older single-fault shape
//   POST   /__mock/faults                  {fault?, delayMs?, pathPrefix?, times?}: this one rule replaces all
//   DELETE /__mock/faults                  no rules
//   GET    /__mock/faults/rules            {now, rules: [rule with id, hits, expired]}
//   POST   /__mock/faults/rules            a rule, or {rules: [...]}: added after the others
//   PUT    /__mock/faults/rules            {rules: [...]}: replace all
//   PATCH  /__mock/faults/rules/:id        {enabled}: switch one on or off
//   DELETE /__mock/faults/rules[/:id]      remove one, or all
import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import {
  FAULT_EFFECTS,
  MAX_DELAY_MS,
  faultRuleInputSchema,
  faultRulePatchSchema,
  type FaultRuleInput,
} from '../../test-control/fault-rule-schema.js';
import { LEGACY_KINDS } from '../../test-control/faults.js';
import { sendHttpError, sendInvalid, sendOk } from '../api/reply.js';
import { issuesToErrors } from '../api/validation.js';
import { stateOf, type StateSource } from '../request-state.js';
import { adminBody } from './admin-body.js';

const MAX_RULES = 100;
const ruleListSchema = z.object({
  rules: z.array(faultRuleInputSchema).max(MAX_RULES, { error: `最多 ${MAX_RULES} 条规则` }),
});

const LEGACY_FAULTS = [...Object.keys(LEGACY_KINDS), ...FAULT_EFFECTS.filter((e) => e !== 'latency')];

function parseRules(res: Response, body: Record<string, unknown>, many: boolean): FaultRuleInput[] | null {
  const parsed = many ? ruleListSchema.safeParse(body) : faultRuleInputSchema.safeParse(body);
  if (!parsed.success) {
    sendInvalid(res, issuesToErrors(parsed.error.issues));
    return null;
  }
  return many ? (parsed.data as { rules: FaultRuleInput[] }).rules : [parsed.data as FaultRuleInput];
}

export function createFaultRouter(source: StateSource): Router {
  const router = express.Router();
  const state = (res: Response) => {
    const s = stateOf(res, source);
    return { faults: s.faults, now: s.store.clock.now() };
  };

  router.get('/faults', (_req, res) => sendOk(res, state(res).faults.legacyView()));
  router.post('/faults', (req, res) => {
    const body = adminBody(req);
    const fault = body.fault === undefined || body.fault === null || body.fault === '' ? null : body.fault;
    const delayMs = body.delayMs === undefined || body.delayMs === '' ? 0 : Number(body.delayMs);
    const times = body.times === undefined || body.times === '' ? null : Number(body.times);
    const pathPrefix = typeof body.pathPrefix === 'string' ? body.pathPrefix : '';
    const errors: Record<string, string> = {};
    if (fault !== null && (typeof fault !== 'string' || !LEGACY_FAULTS.includes(fault)))
      errors.fault = `fault 只能是 ${LEGACY_FAULTS.join('、')} 之一`;
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS)
      errors.delayMs = `delayMs 须为 0-${MAX_DELAY_MS} 的整数`;
    if (times !== null && (!Number.isInteger(times) || times < 1)) errors.times = 'times 须为正整数';
    if (pathPrefix !== '' && !pathPrefix.startsWith('/')) errors.pathPrefix = 'pathPrefix 须以 / 开头';
    if (Object.keys(errors).length > 0) return sendInvalid(res, errors);
    const { faults, now } = state(res);
    faults.setSingle({ fault: fault as string | null, delayMs, pathPrefix, times }, now);
    sendOk(res, faults.legacyView(), '已设置');
  });
  router.delete('/faults', (_req, res) => {
    const { faults } = state(res);
    faults.clear();
    sendOk(res, faults.legacyView(), '已清除');
  });

  router.get('/faults/rules', (_req, res) => {
    const { faults, now } = state(res);
    sendOk(res, { now, rules: faults.list(now) });
  });
  router.post('/faults/rules', (req, res) => {
    const body = adminBody(req);
    const rules = parseRules(res, body, Array.isArray(body.rules));
    if (!rules) return;
    const { faults, now } = state(res);
    if (faults.size + rules.length > MAX_RULES)
      return sendInvalid(res, { rules: `最多 ${MAX_RULES} 条规则，请先删除不用的` });
    sendOk(res, { rules: rules.map((rule) => faults.add(rule, now)) }, '已添加');
  });
  router.put('/faults/rules', (req, res) => {
    const rules = parseRules(res, adminBody(req), true);
    if (!rules) return;
    const { faults, now } = state(res);
    sendOk(res, { rules: faults.replaceAll(rules, now) }, '已替换');
  });
  router.patch('/faults/rules/:id', (req, res) => {
    const parsed = faultRulePatchSchema.safeParse(adminBody(req));
    if (!parsed.success) return sendInvalid(res, issuesToErrors(parsed.error.issues));
    const { faults, now } = state(res);
    const rule = faults.setEnabled(String(req.params.id), parsed.data.enabled, now);
    if (!rule) return sendHttpError(res, 404, `规则不存在：${String(req.params.id)}`);
    sendOk(res, rule, parsed.data.enabled ? '已启用' : '已停用');
  });
  router.delete('/faults/rules/:id', (req, res) => {
    if (!state(res).faults.remove(String(req.params.id)))
      return sendHttpError(res, 404, `规则不存在：${String(req.params.id)}`);
    sendOk(res, { removed: String(req.params.id) }, '已删除');
  });
  router.delete('/faults/rules', (_req, res) => {
    state(res).faults.clear();
    sendOk(res, { rules: [] }, '已清除');
  });

  return router;
}
