import { rulePathMatches } from './rule-matching';

test('a splat matches everything under it; an exact path only itself', () => {
  expect(rulePathMatches('/*', '/anything/at/all')).toBe(true);
  expect(rulePathMatches('/assets/*', '/assets/app.js')).toBe(true);
  expect(rulePathMatches('/assets/*', '/assetsx')).toBe(false);
  expect(rulePathMatches('/ez-cater', '/ez-cater/')).toBe(false);
});
