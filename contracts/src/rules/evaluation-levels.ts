// The levels a goods' evaluations are listed by (商品评价's tabs, getEvaluate's `level`) and the
// rule that puts a review in one: the star thresholds of docs/product-rules.md, or having pictures.
import { RATING_HIGH_THRESHOLD, RATING_LOW_THRESHOLD } from '../constants.js';

export const EVALUATION_LEVELS = ['all', 'good', 'medium', 'bad', 'picture'] as const;
export type EvaluationLevel = (typeof EVALUATION_LEVELS)[number];

export const EVALUATION_LEVEL_NAMES: Record<EvaluationLevel, string> = {
  all: '全部',
  good: '好评',
  medium: '中评',
  bad: '差评',
  picture: '有图',
};

/** Whether a review with this score and these pictures is listed under the level. */
export function inEvaluationLevel(
  level: EvaluationLevel,
  review: { score: number; pictures: readonly unknown[] },
): boolean {
  switch (level) {
    case 'all':
      return true;
    case 'good':
      return review.score >= RATING_HIGH_THRESHOLD;
    case 'bad':
      return review.score <= RATING_LOW_THRESHOLD;
    case 'medium':
      return review.score > RATING_LOW_THRESHOLD && review.score < RATING_HIGH_THRESHOLD;
    case 'picture':
      return review.pictures.length > 0;
  }
}
