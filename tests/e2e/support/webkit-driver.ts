import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';

/**
 * Safari's engine in a browser test: WebKitGTK, driven through its own WebDriver server
 * (`WebKitWebDriver`, Debian's `webkit2gtk-driver`), which starts WebKitGTK's MiniBrowser.
 * Playwright's WebKit is a build of its own that it would download, which this machine cannot.
 * WebKitGTK 2.50 has no headless mode (MiniBrowser is a GTK window and needs a display), so
 * the browser gets an X display of its own from Xvfb (Debian's `xvfb`); nothing appears on
 * a developer's screen. The WebDriver client is selenium-webdriver, given the driver's address,
 * so its driver manager (which would download drivers) never runs.
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
  if (missing.length > 0) {
    throw new Error(
      `The WebKit tests need ${missing.map((program) => program.name).join(' and ')}: on Debian, ` +
        `\`apt-get install -y ${missing.map((program) => program.debianPackage).join(' ')}\` ` +
        '(.ci/run installs them).',
    );
  }
}

/** Resolves once `child` has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve();
  }
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
      if (written.includes('\n')) {
        resolve(`:${written.trim()}`);
      }
    });
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb stopped (exit ${code}) before it was ready: ${said}`)),
    );
  });
  return { display, process: xvfb };
}

export interface WebKit {
  /**
   * The session, with page load strategy "none": `get()` returns once loading has started, and
   * the test waits on what it needs. MiniBrowser's page is as wide as its window.
   */
  driver: WebDriver;
  /** Ends the session, the driver and the display. */
  close(): Promise<void>;
}

/** A WebKitGTK window, under its own driver and display, until `close()`. */
export async function openWebKit(): Promise<WebKit> {
  requirePrograms();
  const xvfb = await startXvfb();
  const service = new DriverService.Builder('WebKitWebDriver')
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: xvfb.display })
    .build();
  const stop = async () => {
    await service.kill();
    // MiniBrowser, if a failed test left it, ends with its display.
    xvfb.process.kill();
    await exited(xvfb.process);
  };
  try {
    const driver = await new Builder()
      .usingServer(await service.start(20_000))
      .withCapabilities({ browserName: 'MiniBrowser', pageLoadStrategy: 'none' })
      .build();
    return {
      driver,
      close: async () => {
        await driver.quit().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
