import {
  CHECKOUT_DRAFT_KEY,
  dropCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft';

describe('checkout draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back the choices saved for the same purchase', () => {
    saveCheckoutDraft({ purchase: 'cart', addressId: 7, couponId: 0, remark: '请放门口' });
    expect(readCheckoutDraft('cart')).toEqual({
      purchase: 'cart',
      addressId: 7,
      couponId: 0,
      remark: '请放门口',
    });
  });

  it('ignores a draft of another purchase', () => {
    saveCheckoutDraft({ purchase: 'buyNow:1:2:1', addressId: 7, remark: '' });
    expect(readCheckoutDraft('cart')).toBeNull();
  });

  it('ignores a damaged or tampered draft', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(readCheckoutDraft('cart')).toBeNull();
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ purchase: 'cart', remark: 'x'.repeat(201) }));
    expect(readCheckoutDraft('cart')).toBeNull();
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ purchase: 'cart', remark: '', addressId: -1 }),
    );
    expect(readCheckoutDraft('cart')).toBeNull();
  });

  it('is gone once dropped', () => {
    saveCheckoutDraft({ purchase: 'cart', remark: '' });
    dropCheckoutDraft();
    expect(readCheckoutDraft('cart')).toBeNull();
  });
});
