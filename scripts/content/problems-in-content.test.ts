import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import {
  noticeCollection,
  pricingCollection,
  pricingDocument as good,
} from '#tests/unit-support/test-collections';
import { checkContent, formatProblems } from './problems-in-content';
import { projectRoot } from '#scripts/build/build-output';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('checkContent', () => {
  it('passes a file written exactly as the editor writes it', () => {
    write('content/pages/pricing.json', JSON.stringify(good, null, 2));
    expect(checkContent([pricingCollection], root)).toEqual([]);
  });

  it('names the file and the field of a price written in words', () => {
    const bad = { ...good, tiers: [good.tiers[0], { name: 'Breakfast Fuel', price: 'ten dollars' }] };
    write('content/pages/pricing.json', JSON.stringify(bad, null, 2));
    const problems = checkContent([pricingCollection], root);
    expect(formatProblems(problems)).toBe(
      [
        'Content check failed: 1 problem in 1 file.',
        '  content/pages/pricing.json › tiers[1].price: expected a number ("Price") such as 12, found the text "ten dollars".',
      ].join('\n'),
    );
  });

  it('reports a file that is not JSON', () => {
    write('content/pages/pricing.json', '{ "heading": "Office Fuel", }');
    const [problem] = checkContent([pricingCollection], root);
    expect(problem?.file).toBe('content/pages/pricing.json');
    expect(problem?.message).toMatch(/^cannot be read: .*JSON/);
  });

  it('reports a missing document', () => {
    expect(checkContent([pricingCollection], root)).toEqual([
      { file: 'content/pages/pricing.json', message: 'is missing: the "Pricing page" document must exist.' },
    ]);
  });

  it.each([
    ['a final newline', `${JSON.stringify(good, null, 2)}\n`],
    ['4-space indentation', JSON.stringify(good, null, 4)],
    ['keys out of schema order', JSON.stringify({ tiers: good.tiers, heading: good.heading }, null, 2)],
  ])('refuses %s, which the editor would rewrite on the next save', (_kind, text) => {
    write('content/pages/pricing.json', text);
    const [problem] = checkContent([pricingCollection], root);
    expect(problem?.message).toMatch(
      /^is not stored the way the editor writes it .* Run `npm run content:format`\.$/,
    );
  });
});

const notice = (frontMatter: string, body = '## When\n\nFrom June, open until 20:00.\n') =>
  `---\n${frontMatter}\n---\n\n${body}`;
const goodNotice = notice("title: Summer hours\nsummary: 'Summer: open later'");

describe('checkContent on markdown', () => {
  it('passes a file written exactly as the editor writes it', () => {
    write('content/notices/summer.md', goodNotice);
    expect(checkContent([noticeCollection], root)).toEqual([]);
  });

  it.each([
    ['no blank line after the front matter', goodNotice.replace('---\n\n', '---\n'), 5],
    ['no line break at the end', goodNotice.slice(0, -1), 8],
    [
      'quotes the editor would not write',
      goodNotice.replace('title: Summer hours', "title: 'Summer hours'"),
      2,
    ],
    [
      'double quotes where the editor writes single ones',
      goodNotice.replace("'Summer: open later'", '"Summer: open later"'),
      3,
    ],
    ['front matter out of schema order', notice("summary: 'Summer: open later'\ntitle: Summer hours"), 2],
  ])('refuses %s, which the editor would rewrite on the next save', (_kind, text, line) => {
    write('content/notices/summer.md', text);
    expect(checkContent([noticeCollection], root)).toEqual([
      {
        file: 'content/notices/summer.md',
        message: expect.stringMatching(
          new RegExp(
            `^is not stored the way the editor writes it \\(front matter .*; first difference on line ${line}\\), .* Run \`npm run content:format\`\\.$`,
          ),
        ) as string,
      },
    ]);
  });

  it('refuses front matter text with a line break, which the site cannot read back', () => {
    write('content/notices/summer.md', notice('title: "Summer\\nhours"'));
    expect(checkContent([noticeCollection], root)).toEqual([
      {
        file: 'content/notices/summer.md',
        message:
          'cannot be written the way the editor writes it: front matter text must be one line (no line breaks).',
      },
    ]);
  });

  it('refuses a markdown collection with Tina’s default delimiters, under which every save adds a blank line', () => {
    write('content/notices/summer.md', goodNotice);
    const withDefault = { ...noticeCollection, frontmatterDelimiters: undefined };
    const [problem] = checkContent([withDefault], root);
    expect(problem).toEqual({
      file: 'content/notices',
      message: expect.stringContaining(
        'must set `frontmatterDelimiters: stableMarkdownDelimiters`',
      ) as string,
    });
  });
});

/** A copy of the project's content and of the pictures it names. */
const copyProject = () => {
  for (const dir of ['content', 'public']) {
    fs.cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });
  }
};

describe('npm run content:check', () => {
  it('fails with a message naming the file and the field, and passes on good content', () => {
    copyProject();
    const script = path.join(projectRoot, 'scripts/check-content.ts');
    const run = () =>
      spawnSync(process.execPath, ['-r', 'ts-node/register', script, '--root', root], {
        cwd: projectRoot,
        encoding: 'utf8',
      });
    expect(run().status).toBe(0);

    // Break the first required text field of the Office Fuel page, whatever fields it has by now.
    const officeFuel = contentCollections.find((collection) => collection.name === 'officeFuelPage');
    const file = path.join(root, 'content/pages/office-fuel.json');
    const document = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const required = officeFuel?.fields.find(
      (field) => field.required && field.type === 'string' && !field.list,
    );
    delete document[required?.name ?? 'heading'];
    fs.writeFileSync(file, JSON.stringify(document, null, 2));

    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`content/pages/office-fuel.json › ${required?.name}: is missing`);
  });
});

describe('npm run content:format', () => {
  it('rewrites hand-edited JSON and markdown, and files from a Windows editor, exactly as the editor would save them', () => {
    copyProject();
    const files = [
      'content/pages/office-fuel.json',
      'content/legal/privacy.md',
      'content/site/business.json',
      'content/legal/terms.md',
    ];
    const paths = files.map((file) => path.join(root, file));
    const originals = paths.map((file) => fs.readFileSync(file, 'utf8'));
    const [officeFuel, privacy, ...fromWindows] = originals;
    // What a hand edit typically does: a newline after JSON; quotes, no blank line, no final line break.
    fs.writeFileSync(paths[0]!, `${JSON.stringify(JSON.parse(officeFuel!), null, 4)}\n`);
    fs.writeFileSync(
      paths[1]!,
      privacy!
        .replace(/^title: (.*)$/m, 'title: "$1"')
        .replace('---\n\n', '---\n')
        .trimEnd(),
    );
    // What a Windows editor adds: a byte-order mark and CR LF line endings.
    fromWindows.forEach((text, index) =>
      fs.writeFileSync(paths[index + 2]!, `\uFEFF${text.replace(/\n/g, '\r\n')}`),
    );
    const kind = /^(is not stored|starts with a byte-order mark|has Windows line endings)/;
    expect(
      checkContent(contentCollections, root).map(
        ({ file, message }) => `${file}: ${kind.exec(message)?.[0]}`,
      ),
    ).toEqual([
      'content/pages/office-fuel.json: is not stored',
      'content/site/business.json: starts with a byte-order mark',
      'content/site/business.json: has Windows line endings',
      'content/legal/privacy.md: is not stored',
      'content/legal/terms.md: starts with a byte-order mark',
      'content/legal/terms.md: has Windows line endings',
    ]);

    const result = spawnSync(
      process.execPath,
      ['-r', 'ts-node/register', path.join(projectRoot, 'scripts/format-content.ts'), '--root', root],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(result.stdout).toContain('content:format: 4 files rewritten.');
    expect(paths.map((file) => fs.readFileSync(file, 'utf8'))).toEqual(originals);
    expect(checkContent(contentCollections, root)).toEqual([]);
  });
});
