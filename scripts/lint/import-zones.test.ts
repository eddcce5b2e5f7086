/**
 * The import zones of eslint.config.mjs hold: in every layer, an import against the
 * flow (content → schema → typed content → pages → components, the shared model in
 * model/ read by all) is an error that names the rule it breaks, and the right way
 * round is not. Each probe is linted as if it were a file at that place, and names files
 * as the code does, by their path aliases.
 */
import { execFileSync } from 'node:child_process';
import { projectRoot } from '#scripts/build/build-output';

interface Probe {
  file: string;
  code: string;
}
interface Linted {
  file: string;
  broken: { rule: string | null; message: string }[];
}

function lintAsIf(probes: Probe[]): Linted[] {
  const output = execFileSync(
    process.execPath,
    ['tests/unit-support/lint-as-if.mjs', JSON.stringify(probes)],
    {
      cwd: projectRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Linted[];
}

const wrongWay: (Probe & { zone: string; says: RegExp })[] = [
  {
    zone: 'model/ imports nothing of the app',
    file: 'model/probe.ts',
    code: "import '#src/app/app';\n",
    says: /model\/ is the shared model/,
  },
  {
    zone: 'model/ imports no package (no React, no Tina)',
    file: 'model/probe.ts',
    code: "import 'react';\n",
    says: /model\/ is plain data: it imports no package/,
  },
  {
    zone: 'tina/ never imports src/',
    file: 'tina/schema/collections/probe.ts',
    code: "import '#src/content/business';\n",
    says: /The schema reads the shared model in model\//,
  },
  {
    zone: "the schema never imports the editor's screens",
    file: 'tina/schema/collections/probe.ts',
    code: "import '#tina/editor/today-panel';\n",
    says: /The schema describes the content/,
  },
  {
    zone: "the site never ships the editor's screens",
    file: 'src/content/probe.ts',
    code: "import '#tina/editor/refusals';\n",
    says: /The editor's own screens and fields run in the editor only/,
  },
  {
    zone: "the public pages' scripts import no content",
    file: 'src/browser/probe.ts',
    code: "import '#src/content/business';\n",
    says: /The public pages' scripts read what the page carries/,
  },
  {
    zone: "the public pages' scripts render no page",
    file: 'src/browser/probe.ts',
    code: "import '#src/layout/site-layout';\n",
    says: /The public pages' scripts read what the page carries/,
  },
  {
    zone: 'typed content knows no components',
    file: 'src/content/probe.ts',
    code: "import '#src/components/price-line/price-line';\n",
    says: /Typed content knows nothing of how it is shown/,
  },
  {
    zone: 'typed content knows no pages',
    file: 'src/content/probe.ts',
    code: "import '#src/pages/home/home-page';\n",
    says: /Typed content knows nothing of how it is shown/,
  },
  {
    zone: 'components know no pages',
    file: 'src/components/probe/probe.tsx',
    code: "import '#src/pages/home/home-page';\n",
    says: /Components get content as props/,
  },
  {
    zone: 'components know no app shell',
    file: 'src/components/probe/probe.tsx',
    code: "import '#src/app/app';\n",
    says: /Components get content as props/,
  },
  {
    zone: 'components read no content',
    file: 'src/components/probe/probe.tsx',
    code: "import '#src/content/business';\n",
    says: /Components get content as props/,
  },
  {
    zone: 'components read no content files',
    file: 'src/components/probe/probe.tsx',
    code: "import '#content/site/site.json';\n",
    says: /Components get content as props/,
  },
  {
    zone: 'pages take content types through src/content',
    file: 'src/pages/probe/probe-page.tsx',
    code: "import '#tina/schema/collections/logistics';\n",
    says: /Pages read content and its types through src\/content/,
  },
  {
    zone: 'build-time code takes content types through src/content',
    file: 'src/build-time/probe.ts',
    code: "import '#tina/schema/collections/business';\n",
    says: /The shell and the build take content types through src\/content/,
  },
  {
    zone: 'the browser shell ships no build-time code',
    file: 'src/app/probe.tsx',
    code: "import '#src/build-time/site-files';\n",
    says: /Build-time code .* never ships to the browser/,
  },
  {
    zone: 'build scripts render no component directly',
    file: 'scripts/probe.ts',
    code: "import '#src/components/price-line/price-line';\n",
    says: /Build scripts render components only through the render entry/,
  },
  {
    zone: 'only tests import test helpers',
    file: 'scripts/probe.ts',
    code: "import '#tests/e2e/support/fixtures';\n",
    says: /Test support in tests\/ is for tests only/,
  },
  {
    zone: 'a file of another folder is named by its alias, not by climbing',
    file: 'src/components/probe/probe.tsx',
    code: "import '../picture/picture';\n",
    says: /Name a file of another folder by its path alias/,
  },
];

const rightWay: (Probe & { why: string })[] = [
  {
    why: 'the schema reads the shared model',
    file: 'tina/schema/probe.ts',
    code: "import '#model/route-table';\n",
  },
  {
    why: "the editor's screens read the schema",
    file: 'tina/editor/probe.tsx',
    code: "import '#tina/schema/collections/menu';\n",
  },
  { why: 'the app reads the shared model', file: 'src/probe.ts', code: "import '#model/form-fields';\n" },
  {
    why: 'pages read typed content',
    file: 'src/pages/probe/probe-page.tsx',
    code: "import '#src/content/business';\n",
  },
  {
    why: 'typed content reads the schema',
    file: 'src/content/probe.ts',
    code: "import '#tina/schema/collections/logistics';\n",
  },
  {
    why: 'tests import test support',
    file: 'src/app/probe.test.tsx',
    code: "import '#tests/unit-support/render-route';\n",
  },
  {
    why: 'tests may import anything',
    file: 'src/components/probe/probe.test.tsx',
    code: "import '#src/content/business';\nimport '#src/pages/home/home-page';\n",
  },
];

const zoneRules = ['import-x/no-restricted-paths', 'no-restricted-imports'];

/**
 * A cycle: model/bar-calendar.ts written as if it imported model/opening-status.ts, which imports
 * it. import-x reads .ts files only when told to (eslint.config.mjs); without that, this passed.
 */
const cycle: Probe = { file: 'model/bar-calendar.ts', code: "import './opening-status';\n" };

describe('the import zones', () => {
  // One ESLint process for every probe: loading the config costs seconds.
  let linted: Linted[];
  beforeAll(() => {
    linted = lintAsIf([...wrongWay, ...rightWay, cycle]);
  });

  test.each(wrongWay.map((probe, index) => [probe.zone, probe, index] as const))(
    'refuse a wrong import: %s',
    (_zone, probe, index) => {
      const broken = linted[index]!.broken.filter(({ rule }) => zoneRules.includes(rule ?? ''));
      expect(broken).toHaveLength(1);
      expect(broken[0]!.message).toMatch(probe.says);
    },
  );

  test.each(rightWay.map((probe, index) => [probe.why, index + wrongWay.length] as const))(
    'allow the right way round: %s',
    (_why, index) => {
      const broken = linted[index]!.broken.filter(({ rule }) => zoneRules.includes(rule ?? ''));
      expect(broken).toEqual([]);
    },
  );

  test('refuse an import that closes a cycle', () => {
    const broken = linted[linted.length - 1]!.broken.filter(({ rule }) => rule === 'import-x/no-cycle');
    expect(broken).toEqual([{ rule: 'import-x/no-cycle', message: 'Dependency cycle detected' }]);
  });
});
