// The escaping every hand-written piece of HTML goes through (decision 006): the `escape-html` package's.
import escapeHtml from 'escape-html';

describe('escapeHtml', () => {
  it('turns every character that can end a text or an attribute into an entity', () => {
    expect(escapeHtml(`en"><script>alert('x')</script>&`)).toBe(
      'en&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });

  it('leaves ordinary text, accents and symbols alone', () => {
    expect(escapeHtml('Caffè & gelato: $5–$15')).toBe('Caffè &amp; gelato: $5–$15');
  });
});
