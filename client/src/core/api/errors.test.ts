// The sentence a shopper reads for a failed call: a refusal's own Chinese text, and shopper's words
// for everything technical (the proxy's and the mock's upstream texts never show as they are).
import { AxiosError } from 'axios';
import { ApiError, errorMessage } from './errors';

describe('errorMessage', () => {
  it("says a business refusal or a bad input in the server's own words", () => {
    expect(errorMessage(new ApiError('02', '库存不足', {}, 200))).toBe('库存不足');
    expect(errorMessage(new ApiError('03', '手机号格式不正确', {}, 200))).toBe('手机号格式不正确');
  });

  it.each([
    [new ApiError('502', '上游服务不可用，请稍后重试', {}, 502), '服务开小差了，请稍后重试'],
    [new ApiError('504', '上游服务响应超时，请稍后重试', {}, 504), '网络繁忙，请稍后重试'],
    [new ApiError('500', '模拟的服务器错误', {}, 500), '服务开小差了，请稍后重试'],
    [new ApiError('02', '模拟的服务器错误', {}, 500), '服务开小差了，请稍后重试'],
    [new ApiError('INVALID_REPLY', '服务返回的数据格式不正确', {}, 200), '服务开小差了，请稍后重试'],
  ])('never shows a technical text as it is (%#)', (error, said) => {
    expect(errorMessage(error)).toBe(said);
    expect(errorMessage(error)).not.toMatch(/上游|模拟|数据格式/);
  });

  it('says a lost connection and a timeout apart', () => {
    expect(errorMessage(new AxiosError('timeout', 'ECONNABORTED'))).toBe('网络请求超时，请稍后重试');
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('网络异常，请检查网络后重试');
  });
});
