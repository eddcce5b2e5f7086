import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './build-output';
import { sayWhereRequestsGo } from './delivery-note';

export interface BuildStep {
  /** Said when the step fails: "content check", "webpack", … */
  name: string;
  command: string;
  args: readonly string[];
}

/**
 * Runs the steps one after another, each writing into a staging folder
 * (`BUILD_OUTPUT_DIR`), and replaces the `outputs` folders (dist/, dist-server/)
 * only once every step has passed. A failed step leaves the last good build
 * exactly as it was, so a broken edit can never be deployed as a blank site.
 */
export function buildAllOrNothing(
  steps: readonly BuildStep[],
  { root, outputs }: { root: string; outputs: readonly string[] },
): { ok: boolean; failedStep?: string } {
  const staging = path.join(root, '.build');
  const next = path.join(staging, 'next');
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });

  const env = { ...process.env, BUILD_OUTPUT_DIR: next };
  for (const step of steps) {
    const { status } = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env });
    if (status !== 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      return { ok: false, failedStep: step.name };
    }
  }

  // Every step passed: swap each folder in with two renames (same disk, so each is instant).
  const previous = path.join(staging, 'previous');
  fs.mkdirSync(previous);
  for (const output of outputs) {
    const target = path.join(root, output);
    const built = path.join(next, output);
    if (!fs.existsSync(built)) {
      continue;
    }
    if (fs.existsSync(target)) {
      fs.renameSync(target, path.join(previous, output));
    }
    fs.renameSync(built, target);
  }
  fs.rmSync(staging, { recursive: true, force: true });
  return { ok: true };
}

export const scriptStep = (name: string, script: string, ...args: string[]): BuildStep => ({
  name,
  command: 'npx',
  args: ['ts-node', script, ...args],
});

/**
 * `npm run build` and `npm run build:hosted`: the steps into dist/ and dist-server/, all or
 * nothing; stops the process, naming the failed step, or says what dist/ now holds and where
 * the forms' requests go.
 */
export function buildOrStop(command: string, steps: readonly BuildStep[], built: string): void {
  const result = buildAllOrNothing(steps, { root: projectRoot, outputs: ['dist', 'dist-server'] });
  if (!result.ok) {
    console.error(
      `\n${command}: the ${result.failedStep} step failed (see above). Nothing was replaced: dist/ still holds the last good build.`,
    );
    process.exit(1);
  }
  console.log(`${command}: every step passed; dist/ ${built}.`);
  sayWhereRequestsGo(projectRoot, command);
}
