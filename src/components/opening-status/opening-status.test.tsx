import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OpeningStatus } from './opening-status';

const props = {
  schedule: {
    timeZone: 'America/New_York',
    hours: [{ days: ['Wednesday'], opens: '06:00', closes: '18:00' }],
  },
  phrases: {
    openNow: 'Open now',
    closesAt: 'closes {time}',
    closesIn: 'Closes in {minutes} minutes',
    closesInOneMinute: 'Closes in 1 minute',
    closed: 'Closed',
    opensToday: 'opens today at {time}',
    opensOn: 'opens {day} at {time}',
  },
  language: 'en',
};

describe('OpeningStatus', () => {
  afterEach(() => jest.useRealTimers());

  it('states nothing in the prerendered HTML', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T14:00:00Z') });
    expect(renderToString(<OpeningStatus {...props} />)).toBe(
      '<p class="status" data-lines="1" data-opening-status=""></p>',
    );
  });

  it('follows the clock minute by minute while the page is open', () => {
    // 5:29:30 PM on Wednesday in New York.
    jest.useFakeTimers({ now: new Date('2026-11-25T22:29:30Z') });
    render(<OpeningStatus {...props} />);
    expect(screen.getByText('Open now')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('Closes in 30 minutes')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('opens Wednesday, December 2 at 6:00 AM')).toBeInTheDocument();
  });
});
