import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Safari's engine in a browser test: WebKitGTK, driven through its own WebDriver server
 * (`WebKitWebDriver`, Debian's `webkit2gtk-driver`), which starts WebKitGTK's MiniBrowser.
 * Playwright's WebKit is a build of its own that it would download, which this machine cannot.
 * WebKitGTK 2.50 has no headless mode (MiniBrowser is a GTK window and needs a display), so
 * the browser gets an X display of its own from Xvfb (Debian's `xvfb`); nothing appears on
 * a developer's screen. The few W3C WebDriver commands the tests need are sent with `fetch`.
 */

/** A program the WebKit tests need, and the Debian package that has it. */
const programs = [
  { name: 'WebKitWebDriver', debianPackage: 'webkit2gtk-driver' },
  { name: 'Xvfb', debianPackage: 'xvfb' },
] as const;

function onPath(name: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && fs.existsSync(path.join(dir, name)));
}

/** Fails with what to install when the machine lacks WebKit's driver or Xvfb. */
function requirePrograms(): void {
  const missing = programs.filter((program) => !onPath(program.name));
  if (missing.length > 0)
    throw new Error(
      `The WebKit tests need ${missing.map((program) => program.name).join(' and ')}: on Debian, ` +
        `\`apt-get install -y ${missing.map((program) => program.debianPackage).join(' ')}\` ` +
        '(.ci/run installs them).',
    );
}

/** Resolves once `child` has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** An X server on a display number it picks itself (`-displayfd`), ready once it has written it. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let said = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb stopped (exit ${code}) before it was ready: ${said}`)),
    );
  });
  return { display, process: xvfb };
}

/** A port nothing listens on now, for the driver (it takes no port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface WebKitWindow {
  /** The window's outer size; MiniBrowser's page is as wide as its window (its toolbar takes some height). */
  setWindowSize(width: number, height: number): Promise<void>;
  /** Starts loading `url` and returns at once (page load strategy "none"): the test waits on what it needs. */
  open(url: string): Promise<void>;
  /** Runs `fn` in the page, as WebDriver's "Execute Script" (synchronous), and returns what it returned. */
  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>;
  /** Ends the session, the driver and the display. */
  close(): Promise<void>;
}

/** A WebKitGTK window, under its own driver and display, until `close()`. */
export async function openWebKit(): Promise<WebKitWindow> {
  requirePrograms();
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverSaid = '';
  driver.stderr?.on('data', (chunk: Buffer) => (driverSaid += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    driver.kill();
    await exited(driver);
    // MiniBrowser, if a failed test left it, ends with its display.
    xvfb.process.kill();
    await exited(xvfb.process);
  };

  async function command<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
    const response = await fetch(origin + url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${url}: ${value.error}: ${value.message}`);
    return value;
  }

  try {
    // The driver answers once it listens; until then, fetch is refused.
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (driver.exitCode !== null || driver.signalCode !== null)
        throw new Error(`WebKitWebDriver stopped before it was ready: ${driverSaid}`);
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver not ready after 20 s: ${driverSaid}`);
      const status = await command<{ ready: boolean }>('GET', '/status').catch(() => undefined);
      if (status?.ready) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
      capabilities: { alwaysMatch: { pageLoadStrategy: 'none' } },
    });
    const session = `/session/${sessionId}`;
    return {
      setWindowSize: async (width, height) => {
        await command('POST', `${session}/window/rect`, { width, height });
      },
      open: async (url) => {
        await command('POST', `${session}/url`, { url });
      },
      run: (fn, ...args) =>
        command('POST', `${session}/execute/sync`, {
          script: `return (${fn.toString()}).apply(null, arguments);`,
          args,
        }),
      close: async () => {
        await command('DELETE', session).catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
