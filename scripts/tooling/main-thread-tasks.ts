/**
 * The page's main-thread tasks, read from a Chromium trace (`browser.startTracing` with the
 * categories DevTools's Performance panel records): the longest task, and the most time the
 * page's own JavaScript took inside one task. The two differ on a page of text: its longest
 * task is the browser parsing, styling and laying out the page, which no script of the site
 * runs (docs/measurements/performance.md, 2026-11-28).
 *
 * The page's JavaScript is what its own origin serves (its files and its inline scripts). The
 * browser driver's own scripts (Playwright's, which have no address) run on the same thread
 * for every locator and tap; a visitor's browser runs none of them, so their time is taken
 * out of the task they ran in.
 */

/** A trace event as Chromium writes it: complete (`X`) or a begin/end pair (`B`, `E`); µs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}

/**
 * The trace categories `mainThreadTasks` reads: each task (`RunTask`), the parse that names the
 * page's thread, and the scripts, style and layout inside each task.
 */
export const traceCategories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface MainThreadTasks {
  /** The longest task on the page's main thread, ms. */
  longestTaskMs: number;
  /** The most time spent running JavaScript within one task, ms. */
  longestScriptMs: number;
}

/** The events that run JavaScript; within one task only the outermost of them is counted. */
const scriptEvents = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'FireIdleCallback',
  'TimerFire',
  'FireAnimationFrame',
]);

interface Span {
  name: string;
  start: number;
  end: number;
  /** The address of the script the event ran, where it names one. */
  url?: string;
}

/** One thread's events as spans: complete events as they are, begin/end pairs joined. */
function spansOf(events: readonly TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const url = event.args?.data?.url;
    if (event.ph === 'X')
      spans.push({ name: event.name, start: event.ts, end: event.ts + (event.dur ?? 0), url });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts, url: begin.args?.data?.url });
    }
  }
  return spans;
}

const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/**
 * The page's main thread: the renderer's main thread that parsed the page's document. A trace
 * holds every renderer of the browser: the blank page the navigation started in, a page drawn
 * ahead of a tap, a page of the previous visit still closing.
 */
function pageMainThread(events: readonly TraceEvent[], pageUrl: string): string | undefined {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(threadKey),
  );
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      event.args?.beginData?.url === pageUrl &&
      mainThreads.has(threadKey(event)),
  );
  return parse && threadKey(parse);
}

/** The outermost of `spans` (none inside another), ms in all. */
function outermostMs(spans: readonly Span[]): number {
  // The earliest start first, then the longest; a span inside one counted is skipped.
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let countedUntil = -Infinity;
  let total = 0;
  for (const span of ordered) {
    if (span.start < countedUntil) continue;
    total += span.end - span.start;
    countedUntil = span.end;
  }
  return total / 1000;
}

/**
 * The longest task of the page's main thread and the most of the page's JavaScript in one
 * task, ms; `pageUrl` is the address the page was opened at (`http://127.0.0.1:4173/terms`).
 */
export function mainThreadTasks(events: readonly TraceEvent[], pageUrl: string): MainThreadTasks {
  const thread = pageMainThread(events, pageUrl);
  if (!thread)
    throw new Error(`The trace has no parse of ${pageUrl}: which thread is the page's is unknown.`);
  const { origin } = new URL(pageUrl);
  const spans = spansOf(events.filter((event) => threadKey(event) === thread));
  const tasks = spans.filter((span) => span.name === 'RunTask');
  if (tasks.length === 0)
    throw new Error(`The trace has no tasks of ${pageUrl}'s thread: is its category recorded?`);
  const scripts = spans.filter((span) => scriptEvents.has(span.name));
  const fromPage = (span: Span) => span.url?.startsWith(`${origin}/`) ?? false;
  let longestTaskMs = 0;
  let longestScriptMs = 0;
  for (const task of tasks) {
    const inside = scripts.filter((span) => span.start >= task.start && span.end <= task.end);
    const driverMs = outermostMs(inside.filter((span) => !fromPage(span)));
    longestTaskMs = Math.max(longestTaskMs, (task.end - task.start) / 1000 - driverMs);
    longestScriptMs = Math.max(longestScriptMs, outermostMs(inside.filter(fromPage)));
  }
  return { longestTaskMs, longestScriptMs };
}
