import { describe, expect, it } from 'vitest';
import { nulPath, scanJsonText } from './json-body-guard.ts';

/** A value of arrays nested `levels` deep around `inner`, built without recursion. */
function nested(levels: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe('scanJsonText', () => {
  it('counts arrays and objects, at their deepest, against the limit', () => {
    expect(scanJsonText('{"a":[1,{"b":[]}],"c":{}}', 4).tooDeep).toBe(false);
    expect(scanJsonText('{"a":[1,{"b":[]}],"c":{}}', 3).tooDeep).toBe(true);
    expect(scanJsonText('[[],[],[],[]]', 2).tooDeep).toBe(false);
    expect(scanJsonText('1', 0).tooDeep).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(scanJsonText(JSON.stringify({ text: '[[[[{{{{' }), 1).tooDeep).toBe(false);
    expect(scanJsonText(JSON.stringify(['say "[[[" twice \\', '{{{']), 1).tooDeep).toBe(false);
    expect(scanJsonText(JSON.stringify(['\\', [[]]]), 2).tooDeep).toBe(true);
  });

  it('stops at the first level past the limit, however deep the body goes', () => {
    expect(scanJsonText(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`, 128)).toEqual({
      tooDeep: true,
      hasNul: false,
    });
  });

  it('finds an escaped NUL in a value or a key, and not an escaped backslash before u0000', () => {
    expect(scanJsonText(JSON.stringify({ name: 'a\u0000b' }), 8).hasNul).toBe(true);
    expect(scanJsonText(JSON.stringify({ 'k\u0000': 1 }), 8).hasNul).toBe(true);
    expect(scanJsonText(JSON.stringify({ name: 'a\\u0000b' }), 8).hasNul).toBe(false);
    expect(scanJsonText(JSON.stringify({ name: 'plain' }), 8).hasNul).toBe(false);
  });
});

describe('nulPath', () => {
  it('names the first field holding a NUL, keys included, in the order of the body', () => {
    expect(nulPath({ a: { b: 'x\u0000' }, 'c\u0000': 1 })).toBe('a.b');
    expect(nulPath({ a: 1, list: ['ok', { 'k\u0000': 'v' }] })).toBe('list.1.k\u0000');
    expect(nulPath({ a: ['ok', 'ok'], b: 'fine' })).toBeNull();
    expect(nulPath('top\u0000')).toBe('body');
    expect(nulPath(null)).toBeNull();
  });

  it('walks a value nested 100,000 deep without running out of stack', () => {
    expect(nulPath(nested(100_000, 'deep\u0000'))).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    expect(nulPath(nested(100_000, 'clean'))).toBeNull();
  });
});
