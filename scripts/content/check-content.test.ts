import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineCollection } from '../../tina/schema-kit';
import { contentCollections } from '../../tina/content-collections';
import { checkContent, formatProblems } from './check-content';
import { projectRoot } from './content-files';

const tiersPage = defineCollection({
  name: 'tiersPage',
  label: 'Tiers page',
  path: 'content/pages',
  format: 'json',
  match: { include: 'tiers' },
  fields: [
    { type: 'string', name: 'heading', label: 'Heading', required: true },
    {
      type: 'object',
      name: 'tiers',
      label: 'Tiers',
      list: true,
      required: true,
      fields: [
        { type: 'string', name: 'name', label: 'Name', required: true },
        { type: 'number', name: 'price', label: 'Price', required: true },
      ],
    },
  ],
});

const good = { heading: 'Office Fuel', tiers: [{ name: 'Espresso Fuel', price: 5 }, { name: 'Breakfast Fuel', price: 10 }] };

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
    write('content/pages/tiers.json', JSON.stringify(good, null, 2));
    expect(checkContent([tiersPage], root)).toEqual([]);
  });

  it('names the file and the field of a price written in words', () => {
    const bad = { ...good, tiers: [good.tiers[0], { name: 'Breakfast Fuel', price: 'ten dollars' }] };
    write('content/pages/tiers.json', JSON.stringify(bad, null, 2));
    const problems = checkContent([tiersPage], root);
    expect(formatProblems(problems)).toBe(
      [
        'Content check failed: 1 problem in 1 file.',
        '  content/pages/tiers.json › tiers[1].price: expected a number ("Price") such as 12, found the text "ten dollars".',
      ].join('\n'),
    );
  });

  it('reports a file that is not JSON', () => {
    write('content/pages/tiers.json', '{ "heading": "Office Fuel", }');
    const [problem] = checkContent([tiersPage], root);
    expect(problem?.file).toBe('content/pages/tiers.json');
    expect(problem?.message).toMatch(/^cannot be read: .*JSON/);
  });

  it('reports a missing document', () => {
    expect(checkContent([tiersPage], root)).toEqual([
      { file: 'content/pages/tiers.json', message: 'is missing: the "Tiers page" document must exist.' },
    ]);
  });

  it.each([
    ['a final newline', `${JSON.stringify(good, null, 2)}\n`],
    ['4-space indentation', JSON.stringify(good, null, 4)],
    ['keys out of schema order', JSON.stringify({ tiers: good.tiers, heading: good.heading }, null, 2)],
  ])('refuses %s, which the editor would rewrite on the next save', (_kind, text) => {
    write('content/pages/tiers.json', text);
    const [problem] = checkContent([tiersPage], root);
    expect(problem?.message).toMatch(/^is not stored the way the editor writes it .* Run `npm run content:format`\.$/);
  });
});

describe('npm run content:check', () => {
  it('fails with a message naming the file and the field, and passes on good content', () => {
    fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
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
    const required = officeFuel?.fields.find((field) => field.required && field.type === 'string' && !field.list);
    delete document[required?.name ?? 'heading'];
    fs.writeFileSync(file, JSON.stringify(document, null, 2));

    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`content/pages/office-fuel.json › ${required?.name}: is missing`);
  }, 30_000);
});
