import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { liveDeliveryProblems } from './live-delivery';

const where =
  'Whole site: name, menu and footer → Forms: notes and where requests go → Where requests go → Sending';

describe('a build that publishes refuses forms whose requests reach no one', () => {
  it('refuses forms that only pretend to send, naming the file, the setting in the editor and the README', () => {
    const [problem, ...more] = liveDeliveryProblems({ method: 'simulated' });
    expect(more).toEqual([]);
    expect(problem).toEqual({
      file: 'content/site/site.json',
      path: 'forms.delivery',
      message: expect.stringContaining('only pretend to send') as string,
    });
    expect(problem?.message).toContain(where);
    expect(problem?.message).toContain('README, "Receive requests"');
  });

  it('refuses an address on the computer that built it, for requests or the subscribe field', () => {
    expect(
      liveDeliveryProblems({ method: 'endpoint', endpoint: 'http://127.0.0.1:4280/' })[0]?.message,
    ).toContain('send to http://127.0.0.1:4280/, an address on the computer that built it');
    expect(
      liveDeliveryProblems({
        method: 'endpoint',
        endpoint: 'https://formspree.io/f/a',
        newsletterEndpoint: 'http://localhost:4280/',
      }),
    ).toHaveLength(1);
  });

  it('takes a form service on the internet, Netlify Forms, and a demo chosen on purpose', () => {
    expect(liveDeliveryProblems({ method: 'demo' })).toEqual([]);
    expect(liveDeliveryProblems({ method: 'endpoint', endpoint: 'https://formspree.io/f/a' })).toEqual([]);
    expect(liveDeliveryProblems({ method: 'netlify' })).toEqual([]);
  });

  it('stops the content check of `npm run build:live` on the shipped content, which only pretends', () => {
    const check = (...flags: string[]) =>
      spawnSync(
        process.execPath,
        ['-r', 'ts-node/register', path.join(projectRoot, 'scripts/check-content.ts'), ...flags],
        {
          cwd: projectRoot,
          encoding: 'utf8',
        },
      );
    const live = check('--live');
    expect(live.status).toBe(1);
    expect(live.stderr).toContain(
      `content/site/site.json › forms.delivery: the site is built to be published`,
    );
    expect(check().status).toBe(0);
  });
});
