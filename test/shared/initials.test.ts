/** The locally drawn avatar's initials (spec §2 header, §9: at most 2 letters). */
import { describe, expect, it } from 'vitest';
import { initials } from '@/shared/initials';

describe('initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initials('Estudiante Demo')).toBe('ED');
    expect(initials('ana maría')).toBe('AM');
  });

  it('never gives more than 2 letters', () => {
    expect(initials('José Carlos Mariátegui La Chira')).toBe('JC');
  });

  it('upper-cases accented and ñ initials', () => {
    expect(initials('ángel ñahui')).toBe('ÁÑ');
  });

  it('ignores leading, trailing and repeated spaces (and tabs)', () => {
    expect(initials('   rosa    \t  de  lima  ')).toBe('RD');
  });

  it('gives one letter for a one-word name', () => {
    expect(initials('Chabuca')).toBe('C');
    expect(initials('  madonna ')).toBe('M');
  });

  it('gives an empty string for an empty or blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('    ')).toBe('');
  });
});
