/**
 * `npm run inbox`: a local receiver for the forms (scripts/inbox/receiver.ts). Set
 * `forms.delivery` to `endpoint` with the address it prints, run the site, send a
 * form, and the request shows here and in inbox/requests.jsonl (git-ignored).
 *
 *   npm run inbox                      port 4280 (or INBOX_PORT)
 *   npm run inbox -- --port 4290
 *   npm run inbox -- --answer error    answer every request with 500, to see the form's error
 *   npm run inbox -- --answer hang     never answer, to see the form give up after 10 s
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './build/build-output';
import { startInbox, type Answer } from './inbox/receiver';

const { values } = parseArgs({ options: { port: { type: 'string' }, answer: { type: 'string' } } });
const port = Number(values.port ?? process.env.INBOX_PORT ?? 4280);
const answer = (values.answer ?? 'accept') as Answer;
if (!['accept', 'error', 'hang'].includes(answer)) {
  console.error(`inbox: --answer must be accept, error or hang; found "${answer}".`);
  process.exit(1);
}
const file = path.join(projectRoot, 'inbox', 'requests.jsonl');

startInbox({ port, file, answer, log: (line) => console.log(line) }).then(
  (inbox) => {
    console.log(
      `inbox: listening at ${inbox.origin}/ (answer: ${answer}); requests are kept in ${path.relative(projectRoot, file)}.`,
    );
    console.log(
      `inbox: in content/site/site.json set "forms.delivery" to { "method": "endpoint", "endpoint": "${inbox.origin}/" }.`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => void inbox.stop().then(() => process.exit(0)));
    }
  },
  (error: unknown) => {
    console.error(`inbox: cannot listen on port ${port}: ${(error as Error).message}`);
    process.exit(1);
  },
);
