import { placeholderProblems } from './email-templates';

describe('placeholderProblems', () => {
  it('accepts the placeholders an e-mail offers, in either brace form where it fits', () => {
    expect(
      placeholderProblems('welcome', { subject: 'Hi {{ firstName }}', body: '<a href="{{link}}">{{firstName}}</a>' }),
    ).toEqual([]);
    expect(placeholderProblems('saved-search-digest', { subject: '{{firstName}}', body: '{{{ digest }}}' })).toEqual(
      [],
    );
  });

  it('names each wrong placeholder once, with the field it is in', () => {
    expect(
      placeholderProblems('confirm-email', {
        subject: '{{link}} {{coupon}}',
        body: '{{coupon}} {{{link}}} {{coupon}}',
      }),
    ).toEqual([
      {
        field: 'subject',
        reason: '{{coupon}} is not a placeholder of this e-mail; it offers {{firstName}}, {{link}}.',
      },
      { field: 'body', reason: '{{coupon}} is not a placeholder of this e-mail; it offers {{firstName}}, {{link}}.' },
      { field: 'body', reason: '{{{link}}} would insert the value unescaped; use {{link}}.' },
    ]);
    expect(placeholderProblems('saved-search-digest', { subject: '{{{digest}}}', body: '{{digest}}' })).toEqual([
      { field: 'subject', reason: 'The subject cannot use {{{digest}}}: it is HTML.' },
      { field: 'body', reason: '{{digest}} would show the HTML as text; use {{{digest}}}.' },
    ]);
  });

  it('ignores braces that are not placeholders', () => {
    expect(placeholderProblems('welcome', { subject: '{ {x} } {{}} {{1x}}', body: 'a {b} c' })).toEqual([]);
  });
});
