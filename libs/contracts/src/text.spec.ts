import { containsNul, multiLine, singleLine } from './text';
import { z } from 'zod';

describe('text fields', () => {
  const name = singleLine(z.string().trim().max(100));
  const note = multiLine(z.string().max(1000));

  it('keeps plain text, trimmed', () => {
    expect(name.parse('  Acme Inc.  ')).toBe('Acme Inc.');
    expect(name.parse('Zoë Ünal – 東京')).toBe('Zoë Ünal – 東京');
  });

  it.each(['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u001bb', 'a\u007fb'])(
    'refuses %j in a single-line field',
    (value) => {
      expect(name.safeParse(value).success).toBe(false);
    },
  );

  it('allows line breaks and tabs but no other control character in a multi-line field', () => {
    expect(note.parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(note.safeParse('a\u0000b').success).toBe(false);
    expect(note.safeParse('a\u0007b').success).toBe(false);
  });

  it('finds a NUL anywhere in a value', () => {
    expect(containsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', 2, null] })).toBe(false);
  });
});
