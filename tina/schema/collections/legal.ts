import { pageRoutes } from '#model/route-table';
import { checkPageText } from '#tina/schema/rules/markdown-body';
import {
  defineCollection,
  stableMarkdownDelimiters,
  text,
  textarea,
  type DocumentOf,
} from '#tina/schema/schema-kit';

/**
 * The Privacy Policy, Terms of Service and Accessibility pages: one markdown
 * file each in content/legal, named after its route (privacy.md → /privacy).
 * The body is a plain markdown string (not rich-text, which the editor hands
 * over as a syntax tree), so the page renders it the same way at build time
 * and while the owner types.
 */
export const legalPageCollection = defineCollection({
  name: 'legalPage',
  label: 'Privacy, terms and accessibility pages',
  path: 'content/legal',
  format: 'md',
  // Without it every save in the editor adds a blank line above the text (decision 002).
  frontmatterDelimiters: stableMarkdownDelimiters,
  ui: {
    allowedActions: { create: false, delete: false, createNestedFolder: false },
    router: ({ document }) => pageRoutes.find((route) => route.id === document._sys.filename)?.path,
  },
  fields: [
    text({
      name: 'title',
      label: 'Page heading',
      description: 'The large title at the top of the page.',
      isTitle: true,
    }),
    text({
      name: 'body',
      label: 'Text of the page',
      description:
        'Written in Markdown: a line starting with ## is a section heading, ### a smaller one, - a list item; **bold**, [link text](https://…). Start sections with ##: the page heading is the only # on the page. A link leads to a page of this site such as /contact or /ez-cater#request, or to an address starting with https://, mailto: or tel:.',
      isBody: true,
      ui: { ...textarea.ui, validate: checkPageText },
    }),
  ],
});

export type LegalPageContent = DocumentOf<typeof legalPageCollection>;
export type LegalPageId = 'privacy' | 'terms' | 'accessibility';
