/**
 * Links to a section of the menu, in a copy of the real content: the build accepts one only
 * while the menu has that section, and names the file and field of the link.
 */
import { contentCollections } from '#tina/schema/content-collections';
import { contentCopy, editJson } from '#tests/unit-support/content-copy';
import { contentAnchorLinkProblems } from './content-anchor-links';

const copy = contentCopy('content-anchors-');

type Json = Record<string, unknown> & {
  features: { link: { href: string } }[];
  sections: { name: string }[];
};

/** The problems after changing one file of the copy; the file is restored afterwards. */
const problemsAfter = (file: string, change: (text: string) => string) =>
  copy.whileChanged(file, change, () => contentAnchorLinkProblems(contentCollections, copy.root()));

describe('links to a section of the menu', () => {
  it('accepts the content as it is, whose home page leads to #espresso-bar and #gelato', () => {
    expect(contentAnchorLinkProblems(contentCollections, copy.root())).toEqual([]);
  });

  it('refuses a card that leads to a section the menu does not have, naming the file and field', () => {
    const problems = problemsAfter(
      'content/pages/home.json',
      editJson<Json>((home) => (home.features[1]!.link.href = '/menu#gelatto')),
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
      editJson<Json>((menu) => (menu.sections[2]!.name = 'Ice cream')),
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
