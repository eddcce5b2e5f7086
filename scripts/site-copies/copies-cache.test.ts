import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The cache folder is read when the module loads: a folder of this test's own.
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-cache-test-'));
process.env.VICOLO_COPIES_CACHE = cacheDir;
const { keepCopy, keptCopyFolder, restoreKeptCopy } =
  jest.requireActual<typeof import('./copies-cache')>('./copies-cache');

/** A project of one content file, in a git checkout of its own. */
function project(price: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-cache-project-'));
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content', 'menu.json'), JSON.stringify({ price }));
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe('the copies of the site kept between runs', () => {
  test('are found again by the same inputs and settings, and by nothing else', () => {
    const settings = { day: '2026-11-25' };
    const [one, same, otherPrice] = [project(3), project(3), project(4)];
    const kept = keptCopyFolder({ variant: 'extreme', settings, root: one });
    expect(kept).toBeDefined();
    expect(keptCopyFolder({ variant: 'extreme', settings, root: same })).toBe(kept);
    expect(keptCopyFolder({ variant: 'extreme', settings, root: otherPrice })).not.toBe(kept);
    expect(keptCopyFolder({ variant: 'extreme', settings: { day: '2026-11-26' }, root: one })).not.toBe(kept);
    expect(keptCopyFolder({ variant: 'drawn', settings, root: one })).not.toBe(kept);
  });

  test('nothing is kept for a project outside a git checkout', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-cache-nogit-'));
    expect(keptCopyFolder({ variant: 'extreme', settings: {}, root })).toBeUndefined();
  });

  test('a kept copy comes back whole, linked to this project’s packages; an unbuilt one does not', () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'copies-cache-built-'));
    fs.mkdirSync(path.join(built, 'dist'));
    fs.writeFileSync(path.join(built, 'dist', 'index.html'), '<h1>Built</h1>');
    const kept = path.join(cacheDir, 'extreme-0123456789abcdef');
    keepCopy('extreme', kept, built);

    const restored = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'copies-cache-run-')), 'extreme');
    expect(restoreKeptCopy(kept, restored)).toBe(true);
    expect(fs.readFileSync(path.join(restored, 'dist', 'index.html'), 'utf8')).toBe('<h1>Built</h1>');
    expect(fs.realpathSync(path.join(restored, 'node_modules'))).toBe(
      fs.realpathSync(path.resolve(__dirname, '../../node_modules')),
    );
    expect(restoreKeptCopy(path.join(cacheDir, 'drawn-0123456789abcdef'), restored + '-drawn')).toBe(false);
  });
});
