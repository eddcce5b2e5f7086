import { fetchAhead } from './fetch-ahead';
import { startFetchingAhead } from './start-fetching-ahead';

jest.mock('./fetch-ahead', () => ({ fetchAhead: jest.fn() }));

const connection: { saveData?: boolean } = {};

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(fetchAhead).mockClear();
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  delete connection.saveData;
});

afterEach(() => jest.useRealTimers());

/** Lets the code's loading (a promise) finish. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/** Runs the idle callback (jsdom has no requestIdleCallback: a task stands in), then the code's loading. */
async function goIdle() {
  jest.runOnlyPendingTimers();
  await settle();
}

describe('starting to fetch ahead', () => {
  it('waits until the loaded page is idle', async () => {
    startFetchingAhead();
    await settle();
    expect(fetchAhead).not.toHaveBeenCalled();
    await goIdle();
    expect(fetchAhead).toHaveBeenCalledTimes(1);
  });

  it('does not even load its code when the visitor saves data', async () => {
    connection.saveData = true;
    startFetchingAhead();
    await goIdle();
    expect(fetchAhead).not.toHaveBeenCalled();
  });
});
