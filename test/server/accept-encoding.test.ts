import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from '../../server/app';

describe('acceptsEncoding', () => {
  it('finds a listed encoding, with or without a weight, in any case', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, BR;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('gzip', 'gzip')).toBe(true);
  });

  it('refuses an encoding that is missing, refused with q=0, or only a prefix of another', () => {
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br; q=0.000', 'br')).toBe(false);
    expect(acceptsEncoding('brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});
