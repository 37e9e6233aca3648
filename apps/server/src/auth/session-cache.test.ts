import { describe, expect, it } from 'vitest';
import { cookieValue } from './session-cache.ts';

describe('cookieValue', () => {
  it('finds a cookie by its whole name, wherever it is in the header', () => {
    const header = '__Secure-better-auth.session_token=secure.sig; better-auth.session_token=plain.sig%3D; theme=dark';
    expect(cookieValue(header, 'better-auth.session_token')).toBe('plain.sig%3D');
    expect(cookieValue(header, '__Secure-better-auth.session_token')).toBe('secure.sig');
    expect(cookieValue(header, 'theme')).toBe('dark');
  });

  it('does not take a cookie whose name only ends with the one asked for', () => {
    expect(cookieValue('__Secure-better-auth.session_token=secure.sig', 'better-auth.session_token')).toBeUndefined();
    expect(cookieValue('xtheme=1;theme=2', 'theme')).toBe('2');
    expect(cookieValue('', 'theme')).toBeUndefined();
  });
});
