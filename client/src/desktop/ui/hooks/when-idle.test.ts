import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  const idlePeriods: (() => void)[] = [];
  beforeEach(() => {
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idlePeriods.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idlePeriods.length;
    });
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    idlePeriods.length = 0;
  });

  it('gives each caller an idle period of its own, in the order they asked', () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('团购'));
    whenIdle(() => ran.push('每周优选'));
    whenIdle(() => ran.push('热销爆品'));
    expect(ran).toEqual([]);
    idlePeriods.shift()?.();
    expect(ran).toEqual(['团购']);
    idlePeriods.shift()?.();
    idlePeriods.shift()?.();
    expect(ran).toEqual(['团购', '每周优选', '热销爆品']);
    expect(idlePeriods).toHaveLength(0);
  });

  it('skips a turn cancelled before it came (the page was left)', () => {
    const ran: string[] = [];
    const cancel = whenIdle(() => ran.push('left'));
    whenIdle(() => ran.push('stayed'));
    cancel();
    while (idlePeriods.length > 0) idlePeriods.shift()?.();
    expect(ran).toEqual(['stayed']);
  });
});
