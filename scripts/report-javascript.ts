/**
 * `npm run report:javascript`: for every route of the built site, the JavaScript a phone fetches
 * before any interaction and after the first one, and the longest task, with the CPU slowed 4×
 * (scripts/tooling/javascript-report.ts). Build first (`npm run build`). A report, not a test:
 * the byte budgets are asserted by `npm run size`, which `npm test` runs.
 */
import { pageRoutes } from '../site/route-table';
import { servePreview } from './tooling/project-copy';
import { javaScriptTable, measureJavaScript } from './tooling/javascript-report';
import { projectRoot } from './build-output';

const port = Number(process.env.PREVIEW_PORT ?? 4173) + 3;

async function main() {
  const server = await servePreview(projectRoot, port);
  try {
    const routes = [...pageRoutes.map((route) => route.path), '/no-such-page'];
    const rows = await measureJavaScript(server.origin, routes);
    console.log(javaScriptTable(rows));
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
