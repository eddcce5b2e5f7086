import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAllOrNothing, type BuildStep } from './all-or-nothing';

/** A step that writes `dist/index.html` with this text into the folder it is given. */
const writes = (name: string, text: string): BuildStep => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('fs'), path = require('path');
     const dist = path.join(process.env.BUILD_OUTPUT_DIR, 'dist');
     fs.mkdirSync(dist, { recursive: true });
     fs.writeFileSync(path.join(dist, 'index.html'), ${JSON.stringify(text)});`,
  ],
});
const fails = (name: string): BuildStep => ({
  name,
  command: process.execPath,
  args: ['-e', 'process.exit(1)'],
});

describe('a build is all or nothing', () => {
  let root: string;
  const page = () => fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8');

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
    fs.mkdirSync(path.join(root, 'dist/ez-cater'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/index.html'), 'the last good site');
    fs.writeFileSync(path.join(root, 'dist/ez-cater/index.html'), 'its office fuel page');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('leaves the last good dist/ untouched, every file of it, when a later step fails', () => {
    const result = buildAllOrNothing([writes('webpack', 'half a site'), fails('prerender')], {
      root,
      outputs: ['dist'],
    });
    expect(result).toEqual({ ok: false, failedStep: 'prerender' });
    expect(page()).toBe('the last good site');
    expect(fs.readFileSync(path.join(root, 'dist/ez-cater/index.html'), 'utf8')).toBe('its office fuel page');
    expect(fs.existsSync(path.join(root, '.build'))).toBe(false);
  });

  it('names the first step that failed and runs none after it', () => {
    const result = buildAllOrNothing([fails('content check'), writes('webpack', 'never written')], {
      root,
      outputs: ['dist'],
    });
    expect(result.failedStep).toBe('content check');
    expect(page()).toBe('the last good site');
  });

  it('replaces dist/ whole when every step passes: no file of the old build is left over', () => {
    const result = buildAllOrNothing([writes('webpack', 'the new site')], { root, outputs: ['dist'] });
    expect(result).toEqual({ ok: true });
    expect(page()).toBe('the new site');
    expect(fs.existsSync(path.join(root, 'dist/ez-cater'))).toBe(false);
  });
});
