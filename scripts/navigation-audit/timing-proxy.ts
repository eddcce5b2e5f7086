/**
 * The proxy in front of the preview that the navigation audit (scripts/audit-navigation.ts) opens
 * pages through. No script can be added from outside to a page drawn ahead, so the proxy adds one
 * to every page (and its CSP hash) that reports the click and the heading's first frame (once
 * shown) on one clock (`performance.timeOrigin` plus page time). Chromium's network emulation does
 * not hold for a page drawn ahead, so the proxy slows the connection itself. It also records what
 * was fetched ahead (`Sec-Purpose: prefetch`).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import zlib from 'node:zlib';

/** What the added script reports: a click's moment, or a page's first frame with its heading. */
export type Report =
  | { kind: 'click'; path: string; at: number }
  | { kind: 'shown'; path: string; at: number; drawnAhead: boolean };

/** What the proxy saw: the pages' reports, and each response sent for a request made ahead. */
export interface Seen {
  reports: Report[];
  ahead: { path: string; bytes: number }[];
}

/** The connection the proxy sends its responses over. */
export interface SlowConnection {
  latencyMs: number;
  downloadBytesPerSecond: number;
}

/** A response as the proxy sends it on. */
interface ProxyAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const reportPath = '/__navigation-audit';

/** The script added to every page (a constant text: the proxy adds its hash to the CSP). */
const timingScript = `(() => {
  const report = (data) => navigator.sendBeacon('${reportPath}', JSON.stringify({ ...data, path: location.pathname }));
  addEventListener('click', (event) => report({ kind: 'click', at: performance.timeOrigin + event.timeStamp }), { capture: true });
  const drawnAhead = document.prerendering === true;
  const frame = () => {
    if (document.querySelector('main h1')) report({ kind: 'shown', at: performance.timeOrigin + performance.now(), drawnAhead });
    else requestAnimationFrame(frame);
  };
  if (drawnAhead) document.addEventListener('prerenderingchange', () => requestAnimationFrame(frame), { once: true });
  else requestAnimationFrame(frame);
})();`;
const timingScriptHash = `'sha256-${crypto.createHash('sha256').update(timingScript).digest('base64')}'`;

/** A prefetch, a prerender, and the files a prerendered page asks for all say so. */
const isFetchedAhead = (request: http.IncomingMessage) =>
  String(request.headers['sec-purpose'] ?? '').startsWith('prefetch');

/** A page as sent on: the timing script in its head and its hash in its policy, compressed again. */
function withTimingScript(headers: http.OutgoingHttpHeaders, page: Buffer) {
  const policy = String(headers['content-security-policy'] ?? '');
  return {
    headers: {
      ...headers,
      'content-security-policy': policy.replace("script-src 'self'", `script-src 'self' ${timingScriptHash}`),
      'content-encoding': 'gzip',
    },
    body: zlib.gzipSync(page.toString().replace('<head>', `<head><script>${timingScript}</script>`)),
  };
}

/** The preview's answer to a request, a page's with the timing script added. */
async function answerOf(upstream: string, request: http.IncomingMessage): Promise<ProxyAnswer> {
  // Pages are read whole to add the script, and compressed again; other files go as the preview compressed them.
  const isPage = (request.headers.accept ?? '').includes('text/html');
  const headers = { ...request.headers, host: new URL(upstream).host };
  if (isPage) {
    headers['accept-encoding'] = 'identity';
  }
  const answer = await new Promise<http.IncomingMessage>((resolve) =>
    http.get(upstream + request.url, { headers }, resolve),
  );
  const body = await buffer(answer);
  const status = answer.statusCode ?? 502;
  // The length is set again for the body as sent (a page's grows by the script).
  const answerHeaders = { ...answer.headers };
  delete answerHeaders['content-length'];
  if (isPage && String(answer.headers['content-type']).includes('text/html')) {
    return { status, ...withTimingScript(answerHeaders, body) };
  }
  return { status, headers: answerHeaders, body };
}

/**
 * Sends responses over the slow connection: each waits one round trip, then its bytes go out at
 * the link's speed, shared by all responses as on one phone. (Chromium's emulation does not hold
 * for a page drawn ahead: its document came 20–40 ms after it was asked for, with a 150 ms round
 * trip emulated.) Upload is not slowed: the visitor sends nothing but requests.
 */
function slowLink(connection: SlowConnection) {
  let freeAt = 0;
  return (response: http.ServerResponse, { status, headers, body }: ProxyAnswer) => {
    const start = Math.max(Date.now() + connection.latencyMs, freeAt);
    freeAt = start + (body.length / connection.downloadBytesPerSecond) * 1000;
    setTimeout(
      () => response.writeHead(status, { ...headers, 'content-length': body.length }).end(body),
      freeAt - Date.now(),
    );
  };
}

/** Serves the site at `upstream` over the slow connection, with the timing script in every page. */
export async function timingProxy(
  upstream: string,
  seen: Seen,
  connection: SlowConnection,
): Promise<{ origin: string; close: () => void }> {
  const send = slowLink(connection);
  const server = http.createServer(async (request, response) => {
    if (request.url === reportPath) {
      seen.reports.push(JSON.parse(await text(request)) as Report);
      response.writeHead(204).end();
      return;
    }
    // Counted in the run that asked: the slow connection may send it after that run has ended.
    const ahead = isFetchedAhead(request) ? seen.ahead : undefined;
    const answer = await answerOf(upstream, request);
    ahead?.push({ path: new URL(request.url ?? '/', upstream).pathname, bytes: answer.body.length });
    send(response, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
