import { micromark } from 'micromark';
import { changesAsMarkdown, escapeMarkdown, maxListedChanges } from './changes-as-markdown';

/** GitHub renders the summary; a CommonMark renderer that lets raw HTML through shows what escaping must stop. */
const render = (markdown: string) => micromark(markdown, { allowDangerousHtml: true });

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

test('a heading naming the revision, the count, and one bullet per change', () => {
  const markdown = changesAsMarkdown(
    ['Office Fuel page › Breakfast Fuel › price: 10 → 12', 'Home page › banner › title: "A" → "B"'],
    'origin/main',
  );
  expect(markdown).toBe(
    [
      '### Content changes since origin/main',
      '',
      '2 changes:',
      '',
      '- Office Fuel page › Breakfast Fuel › price\\: 10 → 12',
      '- Home page › banner › title\\: \\"A\\" → \\"B\\"',
      '',
    ]
      .join('\n')
      .replace('origin/main', 'origin\\/main'),
  );
  const html = render(markdown);
  expect(html).toContain('<h3>Content changes since origin/main</h3>');
  expect(html).toContain('<li>Office Fuel page › Breakfast Fuel › price: 10 → 12</li>');
});

test('no changes is said in a sentence', () => {
  expect(render(changesAsMarkdown([], 'main'))).toContain('<p>No content changes.</p>');
});

const hostile = [
  'Home page › title: "<script>alert(1)</script>" → "<img src=x onerror=alert(1)>"',
  'Home page › banner › text: "[win a prize](https://evil.example)" → "![x](https://evil.example/x.png)"',
  'Home page › text: "**bold** _it_ `code` ~~gone~~ https://evil.example www.evil.example @owner #12"',
  'Slide 1\n# A heading\n- a bullet\n<div>block</div> › title: "a" → "b"',
  'Home page › text: "&lt;b&gt; &#60;i&#62; \\[not a link\\]"',
];

test.each(hostile)('content cannot add markup to the summary: %s', (line) => {
  const html = render(changesAsMarkdown([line], 'main'));
  const item = /<ul>\n<li>(.*)<\/li>\n<\/ul>/s.exec(html)?.[1];
  // One list item whose only markup is none at all: the text, exactly as written (whitespace folded).
  expect(item).toBeDefined();
  expect(item).not.toMatch(/<(?!\/?li>)/);
  expect(decode(item ?? '')).toBe(line.replace(/\s+/g, ' '));
  expect(html.match(/<li>/g)).toHaveLength(1);
});

test('escapeMarkdown escapes the punctuation that starts autolinks and mentions', () => {
  expect(escapeMarkdown('https://x.example @owner')).toBe('https\\:\\/\\/x\\.example \\@owner');
});

test('a very long list stops after the first changes and says how many more there are', () => {
  const lines = Array.from(
    { length: maxListedChanges + 5 },
    (_, index) => `Home page › field ${index}: 1 → 2`,
  );
  const markdown = changesAsMarkdown(lines, 'main');
  expect(markdown).toContain(`${maxListedChanges + 5} changes:`);
  expect(markdown.match(/^- /gm)).toHaveLength(maxListedChanges + 1);
  expect(markdown).toContain('- … and 5 more');
});
