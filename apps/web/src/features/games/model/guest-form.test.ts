import { describe, expect, it } from 'vitest';
import { validateGuestForm } from './guest-form';

const form = (name: string, handicap = '', email = '') => ({ name, handicap, email });

describe('the guest form', () => {
  it.each([
    ['a name only', form('Tom'), { name: 'Tom', handicap: 0, email: null }],
    ['a trimmed name', form('  Tom Kite '), { name: 'Tom Kite', handicap: 0, email: null }],
    ['a handicap', form('Tom', '18.5'), { name: 'Tom', handicap: 18.5, email: null }],
    ['a comma decimal', form('Tom', '9,2'), { name: 'Tom', handicap: 9.2, email: null }],
    ['a plus handicap', form('Tom', '+2.5'), { name: 'Tom', handicap: -2.5, email: null }],
    ['the highest handicap', form('Tom', '54'), { name: 'Tom', handicap: 54, email: null }],
    [
      'an email',
      form('Tom', '', ' tom@example.com '),
      { name: 'Tom', handicap: 0, email: 'tom@example.com' },
    ],
  ])('accepts %s', (_, values, guest) => {
    expect(validateGuestForm(values)).toEqual({ ok: true, guest });
  });

  it.each([
    ['no name', form(''), { name: 'name_required' }],
    ['a blank name', form('   '), { name: 'name_required' }],
    ['a handicap above 54', form('Tom', '55'), { handicap: 'handicap_out_of_range' }],
    ['two decimals', form('Tom', '12.34'), { handicap: 'handicap_out_of_range' }],
    ['a plus handicap above +10', form('Tom', '+11'), { handicap: 'plus_handicap_too_high' }],
    ['letters', form('Tom', 'abc'), { handicap: 'handicap_out_of_range' }],
    ['a bad email', form('Tom', '', 'tom@'), { email: 'invalid_email' }],
    [
      'everything wrong',
      form('', '99', 'x'),
      { name: 'name_required', handicap: 'handicap_out_of_range', email: 'invalid_email' },
    ],
  ])('refuses %s', (_, values, errors) => {
    expect(validateGuestForm(values)).toEqual({ ok: false, errors });
  });
});
