import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { actionInputs } from './action-metadata';
import { lintWorkflow } from './lint-workflow';

const workflows = path.join(projectRoot, '.github/workflows');

const workflow = (steps: string) => `name: t
on: pull_request
permissions:
  contents: read
jobs:
  t:
    runs-on: ubuntu-latest
    steps:
${steps}`;

const messages = async (text: string) =>
  (await lintWorkflow(text, 'bad.yml')).map((p) => `${p.line}:${p.column} ${p.message}`);

test.each(fs.readdirSync(workflows))('.github/workflows/%s has no problem', async (name) => {
  expect(await lintWorkflow(fs.readFileSync(path.join(workflows, name), 'utf8'), name)).toEqual([]);
});

test('a workflow that puts a pull request title straight into a script is refused', async () => {
  const found = await messages(workflow('      - run: echo "${{ github.event.pull_request.title }}"\n'));
  expect(found).toEqual([
    expect.stringMatching(/^9:24 "github.event.pull_request.title" is potentially untrusted/),
  ]);
});

test('a misspelt key and an unknown expression are refused', async () => {
  const found = await messages(workflow('      - run: echo ${{ matrix.node }}\n        timeout-minute: 5\n'));
  expect(found).toEqual([
    expect.stringContaining('property "node" is not defined'),
    expect.stringContaining('unexpected key "timeout-minute"'),
  ]);
});

test('a misspelt input of a current action is refused, with its position', async () => {
  const found = await messages(
    workflow('      - uses: actions/checkout@v7\n        with:\n          fetch-dpth: 0\n'),
  );
  expect(found).toEqual([
    expect.stringMatching(/^11:11 input "fetch-dpth" is not defined in action "actions\/checkout@v7"/),
  ]);
});

test('an action or a major version nobody has reviewed is refused', async () => {
  const found = await messages(
    workflow('      - uses: someone/deploy-anything@v1\n      - uses: actions/checkout@v8\n'),
  );
  expect(found).toEqual([
    expect.stringContaining(
      '"someone/deploy-anything@v1" has no action.yml in scripts/workflows/action-metadata/',
    ),
    expect.stringContaining('"actions/checkout@v8" has no action.yml in scripts/workflows/action-metadata/'),
  ]);
});

test("an input the action's own action.yml requires, with no default, is asked for", async () => {
  // upload-artifact@v7 declares `path` required, with no default; `name` has one.
  expect(actionInputs('actions/upload-artifact@v7')?.required).toEqual(['path']);
  const upload = (inputs: string) => workflow(`      - uses: actions/upload-artifact@v7\n${inputs}`);
  expect(await messages(upload('        with:\n          name: reports\n'))).toEqual([
    expect.stringMatching(/^9:15 action "actions\/upload-artifact@v7" needs the input "path"/),
  ]);
  expect(await messages(upload('        with:\n          path: reports/\n'))).toEqual([]);
});

test('a file that is not YAML is refused, and the linter still works after it', async () => {
  expect((await messages('on: [push\njobs: {}')).length).toBeGreaterThan(0);
  expect(await messages(workflow('      - run: echo ok\n'))).toEqual([]);
});
