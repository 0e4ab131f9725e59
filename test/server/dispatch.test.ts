/** The app's first split: which requests go to the API and which to the site. */
import { describe, expect, it } from 'vitest';
import { isApiRequest } from '../../server/app';

describe('isApiRequest', () => {
  it('takes /api and everything under it, with or without a query', () => {
    for (const url of ['http://localhost/api', 'http://localhost/api/', 'http://x:3000/api/auth/me/courses', 'http://x/api?x=1', 'https://x/api#a']) {
      expect(isApiRequest(new Request(url)), url).toBe(true);
    }
  });

  it('reads the path as the router does: percent-encoded /api is still the API', () => {
    expect(isApiRequest(new Request('http://localhost/%61pi/health'))).toBe(true);
  });

  it('leaves every other path to the site, including look-alikes', () => {
    for (const url of ['http://localhost/', 'http://localhost/apix', 'http://localhost/login?next=/api/x', 'http://api/login', 'http://x/courses/api']) {
      expect(isApiRequest(new Request(url)), url).toBe(false);
    }
  });
});
