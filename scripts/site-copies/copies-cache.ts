/**
 * The copies of the site the browser tests use, kept between runs, keyed by everything a copy is
 * built from: the project's code, content, pictures and lock file, the generators in this folder
 * (all hashed, as git sees them in the working tree), and the variant's own settings (its build
 * day, the drawn content's seed, the receiver's address). The same inputs build the same copy, so a
 * run that finds it kept does not build it again: a second `npm test` on a machine, in any clone,
 * builds no copy whose inputs did not change. CI keeps this folder between runs with
 * actions/cache (.github/workflows/ci.yml). VICOLO_COPIES_CACHE names another folder.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';

export const copiesCacheDir =
  process.env.VICOLO_COPIES_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'vicolo-site-copies');

/** What a copy is built from: the folders and files the build and the generators read. */
const inputs = [
  'content',
  'public',
  'src',
  'model',
  'tina',
  'scripts',
  'package-lock.json',
  'webpack.config.ts',
  'tsconfig.json',
];

/** Kept copies of a variant beyond its newest, untouched this long, are removed. */
const keptFor = 24 * 60 * 60 * 1000;

/** The input files of the project at `root`, as git sees its working tree; none outside a git checkout. */
function inputFiles(root: string): string[] | undefined {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...inputs],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return [...new Set(listed.split('\0').filter(Boolean))].sort();
  } catch {
    return undefined;
  }
}

const digestOf = new Map<string, string | undefined>();

/** A digest of every input file of the project at `root`, its name and its bytes, once a process. */
function digestOfInputs(root: string): string | undefined {
  if (!digestOf.has(root)) {
    const files = inputFiles(root);
    const hash = createHash('sha256');
    for (const file of files ?? []) {
      const full = path.join(root, file);
      if (fs.existsSync(full)) {
        hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
      }
    }
    digestOf.set(root, files && hash.digest('hex'));
  }
  return digestOf.get(root);
}

export interface KeptCopy {
  variant: string;
  /** What the copy is built with beyond the project's files (its build day, a seed, an address). */
  settings: Record<string, string | number>;
  /** The project it is built from. */
  root?: string;
}

/** The folder a copy built from these inputs with these settings is kept in; none outside a git checkout. */
export function keptCopyFolder({ variant, settings, root = projectRoot }: KeptCopy): string | undefined {
  const inputs = digestOfInputs(root);
  if (!inputs) {
    return undefined;
  }
  const key = createHash('sha256').update(JSON.stringify({ variant, settings, inputs })).digest('hex');
  return path.join(copiesCacheDir, `${variant}-${key.slice(0, 16)}`);
}

/** Links the copy to this project's installed packages (a kept copy may come from another clone). */
function linkPackages(root: string): void {
  const link = path.join(root, 'node_modules');
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), link);
}

/** Makes `root` a copy of the kept one, if there is one built; whether there was. */
export function restoreKeptCopy(kept: string, root: string): boolean {
  if (!fs.existsSync(path.join(kept, 'dist', 'index.html'))) {
    return false;
  }
  fs.cpSync(kept, root, { recursive: true, verbatimSymlinks: true });
  linkPackages(root);
  // Seen now: the pruning below keeps what is in use.
  fs.utimesSync(kept, new Date(), new Date());
  return true;
}

/**
 * Keeps a built copy for the next run: written beside the cache and renamed into place, so that a
 * run reading it (another checkout's, at the same time) never finds half a copy. Older copies of
 * the variant that no run has used for a day go.
 */
export function keepCopy(variant: string, kept: string, root: string): void {
  fs.mkdirSync(copiesCacheDir, { recursive: true });
  const writing = fs.mkdtempSync(path.join(copiesCacheDir, `.${variant}-writing-`));
  fs.cpSync(root, writing, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => path.relative(root, source) !== 'node_modules',
  });
  try {
    fs.renameSync(writing, kept);
  } catch {
    // Another run kept the same copy first.
    fs.rmSync(writing, { recursive: true, force: true });
  }
  const ofVariant = (name: string) =>
    name.startsWith(`${variant}-`) || name.startsWith(`.${variant}-writing-`);
  for (const name of fs.readdirSync(copiesCacheDir).filter(ofVariant)) {
    const other = path.join(copiesCacheDir, name);
    if (other !== kept && Date.now() - fs.statSync(other).mtimeMs > keptFor) {
      fs.rmSync(other, { recursive: true, force: true });
    }
  }
}
