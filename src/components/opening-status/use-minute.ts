import { useSyncExternalStore } from 'react';

const minuteNow = () => Math.floor(Date.now() / 60_000);

/** Calls back at each change of minute on the device's clock, until unsubscribed. */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    timer = setTimeout(
      () => {
        onChange();
        wait();
      },
      60_000 - (Date.now() % 60_000),
    );
  };
  wait();
  return () => clearTimeout(timer);
}

/**
 * The current minute (as a Date), updated as the clock moves on; `undefined` in the prerender
 * and during hydration, so the HTML never states a time-dependent fact and hydration matches it.
 */
export function useMinute(): Date | undefined {
  const minute = useSyncExternalStore(subscribe, minuteNow, () => undefined);
  return minute === undefined ? undefined : new Date(minute * 60_000);
}
