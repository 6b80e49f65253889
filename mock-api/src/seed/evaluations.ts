// Buyers' evaluations of each goods, drawn with the goods so its review count and good rate agree:
// never more reviews than sales, mostly good, some with pictures.
import { mediaUrl } from '../shared/media-urls.js';
import { anyAuthor, type Draw } from './draw.js';
import { DAY_MS, HOUR_MS } from './time.js';
import type { SeedEvaluation, SeedGoods } from './types.js';
import * as W from './words.js';

/** The evaluations of every goods, newest first; sets each goods' evaluateCount and goodRate. */
export function drawEvaluations(draw: Draw, goods: Iterable<SeedGoods>): Map<number, SeedEvaluation[]> {
  const { f } = draw;
  const evaluations = new Map<number, SeedEvaluation[]>();
  for (const g of goods) {
    const count = Math.min(40, g.sales, Math.floor(g.sales / 400) + f.number.int({ min: 0, max: 6 }));
    const list = Array.from({ length: count }, (_, i) => drawEvaluation(draw, g, g.goodsId * 100 + i + 1));
    list.sort((a, b) => b.createTime - a.createTime || a.evaluateId - b.evaluateId);
    evaluations.set(g.goodsId, list);
    g.evaluateCount = list.length;
    g.goodRate =
      list.length === 0
        ? 100
        : Math.round((list.filter((e) => e.score >= 4).length / list.length) * 1000) / 10;
  }
  return evaluations;
}

function drawEvaluation(draw: Draw, g: SeedGoods, evaluateId: number): SeedEvaluation {
  const { f, day } = draw;
  const roll = f.number.float({ min: 0, max: 1 });
  const level = roll < 0.82 ? 'good' : roll < 0.93 ? 'medium' : 'bad';
  const score =
    level === 'good'
      ? f.number.int({ min: 4, max: 5 })
      : level === 'medium'
        ? 3
        : f.number.int({ min: 1, max: 2 });
  const withPictures = f.datatype.boolean({ probability: 0.3 });
  return {
    evaluateId,
    goodsId: g.goodsId,
    uid: anyAuthor(draw),
    score,
    content: f.helpers.arrayElement(W.EVALUATIONS[level]),
    pictures: withPictures
      ? Array.from({ length: f.number.int({ min: 1, max: 3 }) }, (_, k) => mediaUrl.evaluation(evaluateId, k))
      : [],
    specText: f.helpers.arrayElement(g.skus).specText,
    createTime:
      Math.max(g.createTime, day - f.number.int({ min: 0, max: 90 }) * DAY_MS) +
      f.number.int({ min: 1, max: 20 }) * HOUR_MS,
  };
}
