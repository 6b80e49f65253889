// The Chinese answers of the review and return-express forms to missing or malformed input.
import { returnExpressProblem } from './return-express-form';
import { reviewProblem, REVIEW_MAX } from './review-sheet';

describe('the 评价 form', () => {
  it('asks for a score, then for words, and caps their length', () => {
    expect(reviewProblem(null, '很好')).toBe('请选择评分');
    expect(reviewProblem(5, '   ')).toBe('请填写评价内容');
    expect(reviewProblem(4, '好'.repeat(REVIEW_MAX + 1))).toBe(`评价内容不能超过${REVIEW_MAX}个字`);
    expect(reviewProblem(5, '质量很好，物流也快')).toBeNull();
  });
});

describe('the 退货物流 form', () => {
  it('asks for the company, then the number, and checks its shape', () => {
    expect(returnExpressProblem('', 'SF1234567890')).toBe('请选择快递公司');
    expect(returnExpressProblem('SF', ' ')).toBe('请填写快递单号');
    expect(returnExpressProblem('SF', 'SF-123')).toBe('请填写正确的快递单号（6-30位字母或数字）');
    expect(returnExpressProblem('SF', ' SF1234567890 ')).toBeNull();
  });
});
