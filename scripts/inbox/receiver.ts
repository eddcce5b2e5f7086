/**
 * A local receiver of the forms' requests (`npm run inbox`): what a form service
 * such as Formspree does, on this computer and with no account. It takes a `POST`
 * of a form's fields (URL-encoded, as browsers post forms, or JSON), keeps and prints
 * it, and answers as such services do: JSON to a script, a short page to a browser
 * that posted without JavaScript. The e2e tests run the same receiver, and tell it
 * to fail on purpose. See README, "Receive requests", and docs/decisions/013.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { deliveryFields } from '#model/form-delivery';
import escapeHtml from 'escape-html';

/** One request as it arrived: its fields by name (a field sent twice, such as ticked days, as a list). */
export interface InboxRequest {
  receivedAt: string;
  path: string;
  fields: Record<string, string | string[]>;
}

/** How the receiver answers the next request, to try what a visitor sees when a service fails. */
export type Answer = 'accept' | 'error' | 'hang';

export interface Inbox {
  origin: string;
  /** Requests accepted (2xx), in order. */
  requests: InboxRequest[];
  /** Every `POST` that arrived, whatever the answer: a retry must add exactly one. */
  posts: number;
  /** The answer to the next `POST`s, until changed (`error`: 500; `hang`: none at all). */
  answer: Answer;
  stop(): Promise<void>;
}

export interface InboxOptions {
  port: number;
  /** Each accepted request is appended here as one JSON line. */
  file?: string;
  /** Prints each request (the command does; the tests do not). */
  log?: (line: string) => void;
  answer?: Answer;
}

function fieldsOf(body: string, contentType: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  if (contentType.includes('application/json')) {
    for (const [name, value] of Object.entries(JSON.parse(body || '{}') as Record<string, unknown>)) {
      fields[name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    return fields;
  }
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/**
 * The page a browser shows after posting without JavaScript. Its empty icon keeps the
 * browser from asking for /favicon.ico a moment later, which an inbox stopped in the
 * meantime (the tests stop theirs as soon as the page shows) would refuse, an error.
 */
function receivedPage(request: InboxRequest): string {
  const rows = Object.entries(request.fields)
    .map(([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(String(value))}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Request received</title><h1>Request received</h1><p>The local inbox received this request:</p><ul>${rows}</ul>`;
}

/** What the receiver's handlers share: the inbox, the responses it holds back, where it keeps and prints. */
interface Receiver {
  inbox: Inbox;
  hanging: Set<http.ServerResponse>;
  file: string | undefined;
  log: (line: string) => void;
}

/** A `POST` that has arrived whole. */
interface Post {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  body: string;
}

/** The browser's question before a script posts JSON from another origin: the answer is yes. */
function answerPreflight(response: http.ServerResponse) {
  response.setHeader('Access-Control-Allow-Methods', 'POST');
  response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
  response.writeHead(204).end();
}

/** Keeps and prints an accepted request; as Formspree does, a filled honeypot is a bot's, kept nowhere. */
function keep({ inbox, file, log }: Receiver, received: InboxRequest) {
  const honeypot = received.fields[deliveryFields.honeypot];
  if (honeypot !== undefined && honeypot !== '') {
    log(`inbox: dropped a request with the honeypot filled (a bot).`);
    return;
  }
  inbox.requests.push(received);
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify(received)}\n`);
  }
  // The editor's "Send a test request" (tina/editor/test-request.tsx) says it is one.
  const form = received.fields[deliveryFields.formName];
  const what = form === 'test' ? 'a TEST request from the editor' : String(form ?? '?');
  log(`inbox: ${received.receivedAt} ${what}\n${JSON.stringify(received.fields, null, 2)}`);
}

/** Answers a post as the inbox is told to: accepted (as if, for a bot), failed, or not at all. */
function receive(receiver: Receiver, { request, response, body }: Post) {
  const { inbox, log } = receiver;
  inbox.posts += 1;
  if (inbox.answer === 'hang') {
    receiver.hanging.add(response);
    log(`inbox: a request arrived; not answering it (--answer hang).`);
    return;
  }
  if (inbox.answer === 'error') {
    log(`inbox: a request arrived; answering 500 (--answer error).`);
    response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"Failing on purpose"}');
    return;
  }
  let fields: Record<string, string | string[]>;
  try {
    fields = fieldsOf(body, request.headers['content-type'] ?? '');
  } catch {
    response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":"Unreadable body"}');
    return;
  }
  const received = { receivedAt: new Date().toISOString(), path: request.url ?? '/', fields };
  keep(receiver, received);
  if ((request.headers.accept ?? '').includes('application/json')) {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  } else {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(receivedPage(received));
  }
}

export function startInbox(options: InboxOptions): Promise<Inbox> {
  const hanging = new Set<http.ServerResponse>();
  const inbox: Inbox = {
    origin: `http://127.0.0.1:${options.port}`,
    requests: [],
    posts: 0,
    answer: options.answer ?? 'accept',
    stop: () =>
      new Promise((resolve) => {
        for (const response of hanging) {
          response.destroy();
        }
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const receiver: Receiver = { inbox, hanging, file: options.file, log: options.log ?? (() => undefined) };

  const server = http.createServer((request, response) => {
    // Any page of any origin may post here, as to a form service; nothing here is secret.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      answerPreflight(response);
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Local inbox: ${inbox.requests.length} requests received. Post a form here.\n`);
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => receive(receiver, { request, response, body }));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(inbox));
  });
}
