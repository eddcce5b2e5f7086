/**
 * Issue 60: the deploy's own check (`npm run check:deploy`, scripts/check-deploy.ts), run as the
 * deploy job runs it once it has published: it passes against the preview of the build just made
 * (pages, 404, forms, the statement of what it holds and every header of `_headers`), and fails,
 * naming what differs, against a site that serves another build (the `owner` copy: other content,
 * forms that post elsewhere).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { servePreview } from '#scripts/tooling/project-copy';
import { expect, testWithoutPage } from './support/fixtures';
import { copyBuildTimeoutMs, variantCopy } from '#scripts/site-copies/site-variants';
import { copyOffsets, copyPort } from '#scripts/test-runner/ports';

const checkDeploy = (site: string) =>
  spawnSync(
    process.execPath,
    [
      '-r',
      'ts-node/register',
      path.join(projectRoot, 'scripts/check-deploy.ts'),
      site,
      '--headers',
      '--wait',
      '0',
    ],
    { cwd: projectRoot, encoding: 'utf8' },
  );

testWithoutPage('the deploy check passes against the preview of the build just made', ({ baseURL }) => {
  const run = checkDeploy(baseURL!);
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain(`check:deploy: ${baseURL} serves this build (`);
  expect(run.status).toBe(0);
});

testWithoutPage(
  'the deploy check fails against a site serving another build, naming what differs',
  async () => {
    testWithoutPage.setTimeout(copyBuildTimeoutMs);
    const server = await servePreview(await variantCopy('owner'), copyPort(copyOffsets.deployCheck));
    try {
      const run = checkDeploy(server.origin);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^ {2}\/: build [0-9a-f]{16}, not this build's [0-9a-f]{16}$/m);
      // Its statement, which the editor reads, says so too: another build, and the form's document.
      expect(run.stderr).toMatch(
        /^ {2}\/published\.json: build [0-9a-f]{16}, not this build's [0-9a-f]{16}$/m,
      );
      expect(run.stderr).toMatch(
        /^ {2}\/published\.json: content\/site\/site\.json differs from this build's$/m,
      );
      // The owner copy's forms post to its inbox, which its policy allows; this build's only pretend.
      expect(run.stderr).toMatch(
        /^ {2}\/contact: forms post as post http:\/\/127\.0\.0\.1:\d+\/, not dialog$/m,
      );
      expect(run.stderr).toMatch(
        /^ {2}\/contact: header Content-Security-Policy differs from dist\/_headers$/m,
      );
    } finally {
      server.stop();
    }
  },
);
