import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { copySpecs, specGroupFilter } from './spec-groups';

const specFolder = path.join(projectRoot, 'tests/e2e');

describe('the end-to-end specs in groups', () => {
  test('the copies group is every spec that builds or serves a copy of the site, and only those', () => {
    const specs = fs.readdirSync(specFolder).filter((name) => name.endsWith('.spec.ts'));
    const usingCopies = specs.filter((name) =>
      fs.readFileSync(path.join(specFolder, name), 'utf8').includes('#scripts/site-copies/site-variants'),
    );
    expect([...copySpecs].sort()).toEqual(usingCopies.sort());
  });

  test('a group names the specs it runs or leaves out; none runs every spec', () => {
    expect(specGroupFilter('copies')).toEqual({ testMatch: copySpecs });
    expect(specGroupFilter('site')).toEqual({ testIgnore: copySpecs });
    expect(specGroupFilter(undefined)).toEqual({});
  });
});
