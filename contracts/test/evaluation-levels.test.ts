import {
  EVALUATION_LEVELS,
  EVALUATION_LEVEL_NAMES,
  inEvaluationLevel,
} from '../src/rules/evaluation-levels.js';

const levelsOf = (score: number, pictures: string[] = []) =>
  EVALUATION_LEVELS.filter((level) => inEvaluationLevel(level, { score, pictures }));

describe('evaluation levels', () => {
  it('puts 4–5 stars under 好评, 3 under 中评, 1–2 under 差评, each also under 全部', () => {
    expect([1, 2, 3, 4, 5].map((score) => levelsOf(score))).toEqual([
      ['all', 'bad'],
      ['all', 'bad'],
      ['all', 'medium'],
      ['all', 'good'],
      ['all', 'good'],
    ]);
  });

  it('lists a review with pictures under 有图 as well', () => {
    expect(levelsOf(5, ['a.jpg'])).toEqual(['all', 'good', 'picture']);
  });

  it('names every level in Chinese', () => {
    expect(EVALUATION_LEVELS.map((level) => EVALUATION_LEVEL_NAMES[level])).toEqual([
      '全部',
      '好评',
      '中评',
      '差评',
      '有图',
    ]);
  });
});
