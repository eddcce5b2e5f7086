/**
 * Links to a section of the menu, in a copy of the real content: the build accepts one only
 * while the menu has that section, and names the file and field of the link.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import { contentAnchorLinkProblems } from './content-anchor-links';
import { projectRoot } from '#scripts/build/build-output';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-anchors-'));
  fs.cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Json = Record<string, unknown> & {
  features: { link: { href: string } }[];
  sections: { name: string }[];
};

/** The problems after changing one file of the copy; the file is restored afterwards. */
function problemsAfter(file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  const original = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, change(original));
  try {
    return contentAnchorLinkProblems(contentCollections, root);
  } finally {
    fs.writeFileSync(full, original);
  }
}

const editJson = (change: (document: Json) => void) => (text: string) => {
  const document = JSON.parse(text) as Json;
  change(document);
  return JSON.stringify(document, null, 2);
};

describe('links to a section of the menu', () => {
  it('accepts the content as it is, whose home page leads to #espresso-bar and #gelato', () => {
    expect(contentAnchorLinkProblems(contentCollections, root)).toEqual([]);
  });

  it('refuses a card that leads to a section the menu does not have, naming the file and field', () => {
    const problems = problemsAfter(
      'content/pages/home.json',
      editJson((home) => (home.features[1]!.link.href = '/menu#gelatto')),
    );
    expect(problems).toEqual([
      {
        file: 'content/pages/home.json',
        path: 'features[1].link.href',
        message:
          '"/menu#gelatto" leads to a section the page /menu does not have (its sections are #espresso-bar, #smoothies, #gelato, #pastries).',
      },
    ]);
  });

  it('refuses the home page’s link once the owner renames the section it leads to', () => {
    const problems = problemsAfter(
      'content/pages/menu.json',
      editJson((menu) => (menu.sections[2]!.name = 'Ice cream')),
    );
    expect(problems.map(({ file, path: field }) => `${file} › ${field}`)).toEqual([
      'content/pages/home.json › features[1].link.href',
    ]);
  });

  it('refuses a link in a legal page’s text, naming its text', () => {
    const problems = problemsAfter('content/legal/privacy.md', (text) =>
      text.replace('(/contact)', '(/menu#drinks)'),
    );
    expect(problems).toEqual([
      {
        file: 'content/legal/privacy.md',
        path: 'body',
        message: expect.stringMatching(/^"\/menu#drinks" leads to a section/) as string,
      },
    ]);
  });
});
