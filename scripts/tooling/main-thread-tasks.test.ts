import { mainThreadTasks, type TraceEvent } from './main-thread-tasks';

const blankPage = { pid: 1, tid: 10 };
const page = { pid: 2, tid: 20 };
const compositor = { pid: 2, tid: 21 };
/** A page drawn ahead of a tap, in a renderer of its own, busier than the page measured. */
const pageDrawnAhead = { pid: 3, tid: 30 };

const threadName = (thread: { pid: number; tid: number }, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...thread,
  args: { name },
});
const origin = 'http://127.0.0.1:4173';
const pageUrl = `${origin}/privacy`;
const siteScript = `${origin}/assets/site.1234abcd.js`;

/** A complete event from `startMs` lasting `ms`, running the script at `url` if given. */
const span = (
  thread: { pid: number; tid: number },
  name: string,
  startMs: number,
  ms: number,
  url?: string,
): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: ms * 1000,
  ...thread,
  ...(url === undefined ? {} : { args: { data: { url } } }),
});

/** The parse of the document at `url`. */
const parse = (thread: { pid: number; tid: number }, url: string, startMs: number): TraceEvent => ({
  ...span(thread, 'ParseHTML', startMs, 1),
  args: { beginData: { url } },
});

const trace: TraceEvent[] = [
  threadName(blankPage, 'CrRendererMain'),
  threadName(page, 'CrRendererMain'),
  threadName(compositor, 'Compositor'),
  threadName(pageDrawnAhead, 'CrRendererMain'),
  parse(blankPage, '', 1),
  // The blank page the navigation left: one short task.
  span(blankPage, 'RunTask', 0, 5),
  // The page's parse: 20 ms of its scripts (a file, an inline one) inside a 90 ms task.
  span(page, 'RunTask', 100, 90),
  parse(page, pageUrl, 101),
  span(page, 'EvaluateScript', 105, 12, siteScript),
  span(page, 'FunctionCall', 106, 4, siteScript),
  span(page, 'UpdateLayoutTree', 120, 30),
  span(page, 'EvaluateScript', 160, 8, `${origin}/privacy`),
  // An idle callback, written as a begin/end pair: 35 ms of script in a 40 ms task.
  { name: 'RunTask', ph: 'B', ts: 300_000, ...page },
  { name: 'FireIdleCallback', ph: 'B', ts: 301_000, ...page, args: { data: { url: siteScript } } },
  { name: 'FunctionCall', ph: 'B', ts: 301_000, ...page, args: { data: { url: siteScript } } },
  { name: 'FunctionCall', ph: 'E', ts: 336_000, ...page },
  { name: 'FireIdleCallback', ph: 'E', ts: 336_000, ...page },
  { name: 'RunTask', ph: 'E', ts: 340_000, ...page },
  // The test driver's own script (no address), 150 ms of a 160 ms task: a visitor runs none of it.
  span(page, 'RunTask', 500, 160),
  span(page, 'EvaluateScript', 502, 150),
  // Another thread of the page's renderer: not the main thread.
  span(compositor, 'RunTask', 800, 200),
  // Another page of the site, in another renderer, with more on its main thread than the page.
  span(pageDrawnAhead, 'RunTask', 900, 300),
  parse(pageDrawnAhead, `${origin}/terms`, 901),
  ...Array.from({ length: 30 }, (_, index) =>
    span(pageDrawnAhead, 'FunctionCall', 910 + index, 0.5, siteScript),
  ),
  span(pageDrawnAhead, 'EvaluateScript', 950, 200, siteScript),
];

describe('the main-thread tasks of a trace', () => {
  it("reads the main thread that parsed the page: the longest task there, not another thread's or page's", () => {
    expect(mainThreadTasks(trace, pageUrl).longestTaskMs).toBe(90);
  });

  it('counts the script inside one task once, however deeply it nests', () => {
    // 12 ms + 8 ms in the parse's task; 35 ms (not 70) in the idle callback's.
    expect(mainThreadTasks(trace, pageUrl).longestScriptMs).toBe(35);
  });

  it("counts neither the test driver's script as the page's nor its time in the longest task", () => {
    // Counted as the page's, the driver's task would read 160 ms, 150 of them script.
    const withoutIdle = trace.filter((event) => event.ph !== 'B' && event.ph !== 'E');
    expect(mainThreadTasks(withoutIdle, pageUrl)).toEqual({ longestTaskMs: 90, longestScriptMs: 20 });
  });

  it('says so when the trace has no tasks, rather than reading 0 ms (a category not recorded)', () => {
    const withoutTasks = trace.filter((event) => event.name !== 'RunTask');
    expect(() => mainThreadTasks(withoutTasks, pageUrl)).toThrow(/no tasks/);
  });

  it('says so when the trace has no parse of the page, rather than reading another thread', () => {
    expect(() => mainThreadTasks(trace, `${origin}/menu`)).toThrow(
      /no parse of http:\/\/127\.0\.0\.1:4173\/menu/,
    );
  });
});
