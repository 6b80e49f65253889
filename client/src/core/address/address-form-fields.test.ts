import { addressFormField, setAddressFieldError } from './address-form-fields';

describe('address form fields', () => {
  it('shows a refused region code on the one region control', () => {
    expect(addressFormField('provinceCode')).toBe('region');
    expect(addressFormField('cityCode')).toBe('region');
    expect(addressFormField('areaCode')).toBe('region');
    expect(addressFormField('detail')).toBe('detail');
  });

  it('passes the problem and the focus on unchanged', () => {
    const setError = jest.fn();
    setAddressFieldError(setError)(
      'areaCode',
      { type: 'server', message: '请选择区县' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'region',
      { type: 'server', message: '请选择区县' },
      { shouldFocus: true },
    );
  });
});
