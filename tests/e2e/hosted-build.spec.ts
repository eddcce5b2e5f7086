import fs from 'node:fs';
import path from 'node:path';
import { pageRoutes } from '#model/route-table';
import { tinaCloudApis } from '#scripts/headers/hosted-headers';
import { expectNoAxeViolations } from './support/axe';
import { smallTargetsAndSideways } from './support/editor-phone';
import { expect, test } from './support/fixtures';
import { copyBuildTimeoutMs, variantCopy } from '#scripts/site-copies/site-variants';
import { servePreview } from '#scripts/tooling/project-copy';
import business from '#content/site/business.json';
import site from '#content/site/site.json';
import { expectFormFilled, fillForm, formCases } from './support/form-cases';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

/**
 * `npm run build:hosted`, offline with a dummy TinaCloud id: the editor is built into
 * dist/admin/ and the editor's bundle into dist/assets/editor/; visitors get the public pages,
 * which load that bundle only inside the editor's frame, and they still pass axe, run under
 * their policy and ask nothing of any other origin. The editor itself needs TinaCloud to do
 * anything, so here it is only checked to load under its policy.
 */
test.describe('the build for hosted editing', () => {
  // One build serves both sizes: the built files and the pages' markup are what is checked (the
  // desktop project runs this file: playwright.config.ts; two builds at once would both want
  // Tina's database port).
  test.describe.configure({ mode: 'serial' });

  let root: string;
  let server: Awaited<ReturnType<typeof servePreview>> | undefined;
  const port = copyPort(copyOffsets.hostedBuild);
  const origin = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    // A hook gets its own time limit: the describe's does not reach it. The build takes a minute or
    // two, and another process may be building it (site-variants.ts).
    test.setTimeout(copyBuildTimeoutMs);
    root = await variantCopy('hosted');
    server = await servePreview(root, port);
  });

  test.afterAll(() => {
    server?.stop();
  });

  // The editor's own rule in _headers, and the pages keeping the site's: scripts/headers/hosted-headers.test.ts;
  // the editor served with it, and its files there: the last test below.
  test('visitors get the public pages: no editing code, only a head script that names the editor bundle', () => {
    for (const route of pageRoutes) {
      const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
      const hosted = fs.readFileSync(path.join(root, 'dist', file), 'utf8');
      expect(hosted.includes('data-tina-field'), file).toBe(false);
      expect(hosted, file).toMatch(
        /<script>try\{if\(parent!==window&&parent\.location\.pathname\.indexOf\("\/admin"\)===0\)/,
      );
      // The pages' own scripts are the public build's: the editor's bundle is a file of its own.
      for (const [, script] of hosted.matchAll(/<script defer src="([^"]+)"/g)) {
        expect(script, file).not.toMatch(/^\/assets\/editor\//);
        expect(fs.readFileSync(path.join(root, 'dist', script!), 'utf8')).not.toContain('useTina');
      }
    }
    expect(
      fs
        .readdirSync(path.join(root, 'dist/assets/editor'))
        .some((name) => /^editor\.[0-9a-f]{8}\.js$/.test(name)),
    ).toBe(true);
  });

  test("in the editor's frame, a page loads the editor's bundle, which draws it with the editing marks", async ({
    browser,
  }) => {
    // The editor's preview is a frame of a page under /admin on the same site; TinaCloud's own
    // app needs an account to get that far, so the test makes the frame itself.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/admin/`);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/ez-cater';
      document.body.append(frame);
    });
    const frame = page.frameLocator('iframe').first();
    await expect(frame.locator('[data-tina-field]').first()).toBeAttached();
    await expect(frame.locator('html[data-editor-preview]')).toBeAttached();
    // The public islands never started there: the editor's bundle draws the whole page.
    await expect(frame.locator('[data-island-started]')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The public pages' own checks are accessibility.spec.ts's; a hosted page differs by its head
  // script and the marks it leaves out (above): one page with an island is opened here.
  test('a page passes axe, runs under its policy and asks nothing of another origin', async ({
    page,
    openPage,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) {
        outside.push(request.url());
      }
    });
    await openPage(`${origin}/ez-cater`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-tina-field]').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });

  // Issue 60: published without a form service, the site is a demo chosen on purpose, and says so.
  test('a demo site’s form says it sends nothing before anything is typed, and a submit is never "Sent!"', async ({
    page,
    openPage,
  }) => {
    const formCase = formCases.find(({ path }) => path === '/catering')!;
    await openPage(`${origin}${formCase.path}`);
    const form = page.getByRole('form', { name: formCase.form });
    const note = form.getByText(site.forms.demoNote);
    await expect(note).toBeVisible();
    const [noteTop, fieldTop] = [
      await note.boundingBox(),
      await form.getByRole('textbox').first().boundingBox(),
    ];
    expect(noteTop!.y, 'the note comes before the fields').toBeLessThan(fieldTop!.y);
    // Across the form's two columns on a desktop, not squeezed into the first.
    expect(noteTop!.width).toBeGreaterThan(fieldTop!.width * 1.5);
    await fillForm(form, formCase);
    await form.getByRole('button', { name: formCase.submit }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText(site.forms.demoNote);
    // The bar's email link now holds what was typed; the status never says it was sent.
    await expect(status.getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      /^mailto:.*body=.*Cy%20Park/,
    );
    await expect(status).not.toContainText(formCase.toast[0]);
    await expectFormFilled(form, formCase);
  });

  test('the editor is served with its own policy, runs under it and talks to TinaCloud only', async ({
    browser,
  }) => {
    // A page of its own: the site's fixtures wait for the site's start-up mark, which Tina's app never sets.
    const context = await browser.newContext();
    const page = await context.newPage();
    const outside = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) {
        outside.add(url.origin);
      }
    });
    const violations: string[] = [];
    await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
          `${event.effectiveDirective}: ${event.blockedURI || 'inline'}`,
        ),
      );
    });
    const response = await page.goto(`${origin}/admin/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // Offline, the editor cannot reach TinaCloud: it offers to log in, which is as far as it can get here.
    await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
    expect(violations).toEqual([]);
    expect([...outside].filter((host) => !tinaCloudApis.includes(host))).toEqual([]);
    await context.close();
  });

  test("the editor's sign-in fits a phone: in view, no sideways scrolling, every target a finger's size", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${origin}/admin/`);
    await expect(page.getByRole('button', { name: /log in/i })).toBeInViewport({ ratio: 1 });
    expect(await smallTargetsAndSideways(page)).toEqual({ small: [], sideways: false });
    await context.close();
  });
});
