import {
  MESSAGES,
  normaliseSearchText,
  validateEmail,
  validateLandline,
  validateMobile,
  validatePassword,
  validatePhone,
  validateSearchText,
  validateSmsCode,
} from '../src/validators';

describe('mobile number (11 digits, starts with 1, second digit 3-9)', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (value) => {
    expect(validateMobile(value)).toBeNull();
  });
  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ' 13800138000'])(
    'rejects %s',
    (value) => {
      expect(validateMobile(value)).toBe(MESSAGES.mobileInvalid);
    },
  );
  it('asks for a number when empty', () => {
    expect(validateMobile('')).toBe(MESSAGES.mobileRequired);
  });
});

describe('landline (0 + 2-3 digit area code, optional hyphen, 7-8 digits)', () => {
  it.each(['010-12345678', '0755-1234567', '02112345678', '0571-87654321'])('accepts %s', (value) => {
    expect(validateLandline(value)).toBeNull();
  });
  it.each(['10-12345678', '010-123456', '010-123456789', '0-1234567', '010--1234567', '01012345a78'])(
    'rejects %s',
    (value) => {
      expect(validateLandline(value)).toBe(MESSAGES.landlineInvalid);
    },
  );
  it('lets a contact phone be either kind', () => {
    expect(validatePhone('010-12345678')).toBeNull();
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('021-12345678')).toBeNull();
    expect(validatePhone('12345')).toBe(MESSAGES.phoneInvalid);
    expect(validatePhone('')).toBe(MESSAGES.phoneRequired);
  });
});

describe('email (letters, digits or Chinese before @, a domain with a dot)', () => {
  it.each([
    'demo@example.com',
    '张三@公司.cn'.replace('公司', 'gongsi'),
    '用户123@mail.example.cn',
    'a.b@x.io',
  ])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });
  it.each(['demo@example', '@example.com', 'demo.example.com', 'demo@.com', 'de mo@x.com'])(
    'rejects %s',
    (value) => {
      expect(validateEmail(value)).toBe(MESSAGES.emailInvalid);
    },
  );
});

describe('password (6-20 letters and digits, at least one of each)', () => {
  it.each(['demo1234', 'a1b2c3', 'A'.repeat(19) + '1'])('accepts %s', (value) => {
    expect(validatePassword(value)).toBeNull();
  });
  it.each(['abc12', 'a'.repeat(20) + '1', 'abcdefg', '1234567', 'abc 1234', 'abc123!', '密码abc123'])(
    'rejects %s',
    (value) => {
      expect(validatePassword(value)).toBe(MESSAGES.passwordInvalid);
    },
  );
  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe(MESSAGES.passwordRequired);
  });
});

describe('search text (trimmed, empty does nothing, at most 100 characters)', () => {
  it('treats blank text as nothing to search, without an error', () => {
    expect(normaliseSearchText('   ')).toEqual({ text: null, error: null });
    expect(validateSearchText('  ')).toBe(MESSAGES.searchEmpty);
  });
  it('trims the text', () => {
    expect(normaliseSearchText('  连衣裙 ')).toEqual({ text: '连衣裙', error: null });
  });
  it('accepts exactly 100 characters, counting Chinese characters as one each', () => {
    expect(normaliseSearchText('好'.repeat(100)).text).toHaveLength(100);
  });
  it('refuses 101 characters', () => {
    expect(normaliseSearchText('a'.repeat(101))).toEqual({ text: null, error: MESSAGES.searchTooLong });
  });
});

describe('SMS code (six digits)', () => {
  it('accepts six digits', () => {
    expect(validateSmsCode('012345')).toBeNull();
  });
  it.each(['12345', '1234567', '12345a', ' 123456'])('rejects %s', (value) => {
    expect(validateSmsCode(value)).toBe(MESSAGES.smsCodeInvalid);
  });
  it('asks for the code when empty', () => {
    expect(validateSmsCode('')).toBe(MESSAGES.smsCodeRequired);
  });
});
