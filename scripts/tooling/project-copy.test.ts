import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './project-copy';

describe('a copy of the project', () => {
  let copy = '';
  beforeAll(() => {
    copy = copyProject('project-copy-test');
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('holds every source, even a folder named like one left out at the top (scripts/inbox/)', () => {
    for (const file of [
      'package.json',
      'content/site/site.json',
      'scripts/inbox/receiver.ts',
      'tina/config.ts',
    ]) {
      expect(fs.existsSync(path.join(copy, file))).toBe(true);
    }
  });

  it('shares node_modules and leaves out what runs make: the build, reports, git', () => {
    expect(fs.lstatSync(path.join(copy, 'node_modules')).isSymbolicLink()).toBe(true);
    for (const folder of ['dist', 'dist-server', 'reports', '.git']) {
      expect(fs.existsSync(path.join(copy, folder))).toBe(false);
    }
  });
});
