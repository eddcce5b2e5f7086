/**
 * Netlify Forms (issue 20): the site built with `forms.delivery.method` `netlify`.
 * Netlify finds the forms in the built HTML at deploy time and answers the posts to
 * the pages; here the HTML is read for what its form detection needs, and the post is
 * caught in the browser to read its encoded body.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { servePreview } from '../../scripts/tooling/project-copy';
import { minimumFillMs } from '../../src/forms/spam-guard';
import { variantCopy } from './site-variants';
import { expect, test } from './fixtures';
import { fillForm, formCases, moveMouseAway } from './form-cases';

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
  // One build, checked at desktop size only (playwright.config.ts): what matters is the built
  // HTML and the body of the post.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let root: string | undefined;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(600_000); // a whole build, on a machine busy with the other tests
    root = await variantCopy('netlify');
    server = await servePreview(root, Number(process.env.PREVIEW_PORT ?? 4173) + 10);
  });
  test.afterAll(() => server?.stop());

  for (const formCase of formCases) {
    test(`${formCase.path}: the built HTML has what Netlify's form detection needs`, () => {
      const file = formCase.path === '/' ? 'index.html' : `${formCase.path.slice(1)}/index.html`;
      const html = fs.readFileSync(path.join(root!, 'dist', file), 'utf8');
      const forms = elements(parse(html) as unknown as Node, 'form');
      expect(forms).toHaveLength(1);
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
    });
  }

  test('a submit posts the fields URL-encoded to the page, and confirms once Netlify said yes', async ({
    page,
    openPage,
  }) => {
    const formCase = formCases[0]!;
    const posts: { body: string; type: string }[] = [];
    await page.route(`${server!.origin}${formCase.path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.push({
        body: route.request().postData() ?? '',
        type: route.request().headers()['content-type'] ?? '',
      });
      return route.fulfill({ status: 200, body: '' });
    });
    await openPage(server!.origin + formCase.path);
    const form = page.getByRole('form', { name: formCase.form });
    await fillForm(form, formCase);
    await expect.poll(() => page.evaluate(() => performance.now())).toBeGreaterThan(minimumFillMs);
    await form.getByRole('button', { name: formCase.submit }).click();
    await expect(form.getByRole('status')).toContainText(formCase.toast[0], { timeout: 15_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(posts[0]!.body).toBe(
      'form-name=office-fuel&page=%2Fez-cater&companyName=Acme+Corp&contactName=Ada+Lovelace&email=ada%40acme.example' +
        '&phone=%2B1+555+010+0000&teamSize=25&officeAddress=1+Main+Street%2C+Old+Mill+Village&weekdays=tuesday&weekdays=thursday' +
        '&tier=breakfast&additionalInfo=Oat+milk+for+three+of+us+%E2%98%95',
    );
    await moveMouseAway(page);
  });
});
