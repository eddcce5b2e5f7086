/**
 * Netlify Forms (issue 20): the site built with `forms.delivery.method` `netlify`.
 * Netlify finds the forms in the built HTML at deploy time and answers the posts to
 * the pages; here the HTML is read for what its form detection needs. What the form posts
 * with JavaScript, URL-encoded to the page itself, is src/forms/send-request.test.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { variantCopy } from './site-variants';
import { expect, test } from './fixtures';
import { formCases } from './form-cases';

const formNames: Record<string, string> = {
  '/ez-cater': 'office-fuel',
  '/wholesale': 'wholesale',
  '/catering': 'catering',
  '/contact': 'subscribe',
};

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

function elements(node: Node, name: string): Node[] {
  const own = node.nodeName === name ? [node] : [];
  const children = [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])];
  return [...own, ...children.flatMap((child) => elements(child, name))];
}
const attributes = (node: Node) =>
  Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value]));

test.describe('forms that deliver to Netlify Forms', () => {
  // One build, read at desktop size only (playwright.config.ts): what matters is the built HTML.
  let root: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(600_000); // a whole build, on a machine busy with the other tests
    root = await variantCopy('netlify');
  });

  test("each form's built HTML has what Netlify's form detection needs", () => {
    for (const formCase of formCases) {
      const file = formCase.path === '/' ? 'index.html' : `${formCase.path.slice(1)}/index.html`;
      const html = fs.readFileSync(path.join(root!, 'dist', file), 'utf8');
      const forms = elements(parse(html) as unknown as Node, 'form');
      expect(forms, file).toHaveLength(1);
      const form = forms[0]!;
      expect(attributes(form)).toMatchObject({
        name: formNames[formCase.path],
        method: 'post',
        'data-netlify': 'true',
        'netlify-honeypot': '_gotcha',
      });
      // No action: the browser posts to the page itself, and Netlify answers with its success page.
      expect(attributes(form)).not.toHaveProperty('action');
      const inputs = elements(form, 'input').map(attributes);
      expect(inputs).toContainEqual(
        expect.objectContaining({ type: 'hidden', name: 'form-name', value: formNames[formCase.path] }),
      );
      expect(inputs).toContainEqual(expect.objectContaining({ name: '_gotcha', hidden: '' }));
      // Without JavaScript the button works: the browser posts the form to Netlify.
      expect(attributes(elements(form, 'button')[0]!)).not.toHaveProperty('disabled');
      expect(html.replaceAll('&#39;', "'")).toMatch(/connect-src 'self'; .*form-action 'self'"/);
    }
  });
});
