import { EMAIL_TEMPLATE_KEYS, placeholderProblems } from '@leadsignal/contracts';
import { DEFAULT_EMAIL_TEMPLATES } from './default-email-templates';
import { escapeHtml, htmlToText, renderTemplate } from './template-renderer';

describe('renderTemplate', () => {
  it('inserts {{values}} HTML-escaped into the body', () => {
    const mail = renderTemplate(
      { subject: 'Hi', body: '<p>Hello {{firstName}}, <a href="{{link}}">go</a></p>' },
      { firstName: `<script>alert("x")</script> O'Neil & Co`, link: 'https://app.test/c?a=1&b=2' },
    );

    expect(mail.html).toBe(
      '<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil &amp; Co, <a href="https://app.test/c?a=1&amp;b=2">go</a></p>',
    );
  });

  it('inserts {{{values}}} as they are', () => {
    const mail = renderTemplate(
      { subject: 'Digest', body: '<div>{{{digest}}}</div>' },
      { digest: '<ul><li>Acme &amp; Co</li></ul>' },
    );

    expect(mail.html).toBe('<div><ul><li>Acme &amp; Co</li></ul></div>');
  });

  it('renders unknown and missing placeholders as nothing and never reads inherited properties', () => {
    const mail = renderTemplate(
      { subject: '{{missing}}Welcome', body: '<p>[{{missing}}][{{{alsoMissing}}}][{{constructor}}][{{ count }}]</p>' },
      { count: 3 },
    );

    expect(mail.subject).toBe('Welcome');
    expect(mail.html).toBe('<p>[][][][3]</p>');
  });

  it('leaves text that only looks like a placeholder alone', () => {
    const mail = renderTemplate({ subject: 's', body: '{{ not valid }} {{1x}} {x}' }, { x: 'y' });

    expect(mail.html).toBe('{{ not valid }} {{1x}} {x}');
  });

  it('keeps the subject plain text: no escaping, no line breaks', () => {
    const mail = renderTemplate(
      { subject: 'Welcome, {{firstName}}', body: '' },
      { firstName: 'Tom & Jerry\r\nBcc: evil@example.com' },
    );

    expect(mail.subject).toBe('Welcome, Tom & Jerry Bcc: evil@example.com');
  });

  it('derives a readable text part from the HTML', () => {
    const mail = renderTemplate(
      {
        subject: 's',
        body: '<style>p{color:red}</style><h1>Hello {{name}}</h1><p>Line one<br>Line two</p><ul><li>A</li><li>B</li></ul><p><a href="{{link}}">Confirm</a></p>',
      },
      { name: 'Ann & Bob', link: 'https://app.test/x?a=1&b=2' },
    );

    expect(mail.text).toBe('Hello Ann & Bob\n\nLine one\nLine two\n\n- A\n- B\n\nConfirm (https://app.test/x?a=1&b=2)');
  });
});

describe('htmlToText', () => {
  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(htmlToText('<p>&lt;b&gt;not bold&lt;/b&gt; &#8364; &#x263A; &nbsp;x</p>')).toBe('<b>not bold</b> € ☺ x');
  });

  it('prints a link whose label is its address once', () => {
    expect(htmlToText('<a href="https://a.test/">https://a.test/</a>')).toBe('https://a.test/');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('default e-mail templates', () => {
  it('has one for every template key', () => {
    expect(DEFAULT_EMAIL_TEMPLATES.map((t) => t.key).sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
  });

  it.each(DEFAULT_EMAIL_TEMPLATES.map((t) => [t.key, t] as const))(
    '%s renders with its placeholders filled',
    (_key, template) => {
      const mail = renderTemplate(template, {
        firstName: 'Ada <3',
        link: 'https://app.test/t?token=a&x=1',
        digest: '<ul><li>New: Acme raises $10M</li></ul>',
      });

      expect(mail.html).toContain('Ada &lt;3');
      expect(mail.html).not.toMatch(/\{\{/);
      expect(mail.subject).toContain('LeadSignal');
      expect(mail.text).toContain('Ada <3');
      if (template.body.includes('{{link}}')) expect(mail.text).toContain('https://app.test/t?token=a&x=1');
      if (template.key === 'saved-search-digest') expect(mail.html).toContain('<li>New: Acme raises $10M</li>');
    },
  );
});

describe('the default templates', () => {
  it.each(DEFAULT_EMAIL_TEMPLATES.map((template) => [template.key, template] as const))(
    '%s uses only the placeholders its e-mail offers, each in the right form',
    (key, template) => {
      expect(placeholderProblems(key, template)).toEqual([]);
    },
  );
});
