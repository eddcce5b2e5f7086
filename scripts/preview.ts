/**
 * `npm run preview`: serves dist/ as a static host would: clean URLs, 404.html with
 * status 404 for unknown paths, compression, and the HTTP headers of dist/_headers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOutput } from './build/build-output';
import { serveConfig } from './headers/serve-config';
import { parseHeadersFile } from './headers/site-headers';

const { distDir } = buildOutput();
const headersPath = path.join(distDir, '_headers');
if (!fs.existsSync(headersPath)) {
  console.error('preview: dist/_headers is missing. Run `npm run build` first.');
  process.exit(1);
}
const config = serveConfig(parseHeadersFile(fs.readFileSync(headersPath, 'utf8')));
const port = process.env.PREVIEW_PORT ?? '4173';
// One file per port, written again at each start: the test runs stop the preview with SIGKILL,
// so a folder made per start (as before) was never removed, one more for every run.
const configPath = path.join(os.tmpdir(), `preview-${port}.serve.json`);
fs.writeFileSync(configPath, JSON.stringify(config));
const serveMain = path.join(path.dirname(require.resolve('serve/package.json')), 'build/main.js');
const quiet = ['--no-clipboard', '--no-request-logging'];
const serve = spawn(
  process.execPath,
  [serveMain, distDir, '--config', configPath, '--listen', `tcp://127.0.0.1:${port}`, ...quiet],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => serve.kill(signal));
}
serve.on('exit', (code) => process.exit(code ?? 0));
