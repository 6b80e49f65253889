import { availablePayMethods, isWeChatBrowser } from './pay-methods';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

describe('the pay methods a phone browser offers', () => {
  it('inside WeChat: 微信支付 only', () => {
    expect(isWeChatBrowser(WECHAT)).toBe(true);
    expect(availablePayMethods(WECHAT).map((m) => m.label)).toEqual(['微信支付']);
  });

  it('in any other browser: every wallet', () => {
    expect(isWeChatBrowser(SAFARI)).toBe(false);
    expect(availablePayMethods(SAFARI).map((m) => m.label)).toEqual(['微信支付', '支付宝', '农业银行']);
  });
});
