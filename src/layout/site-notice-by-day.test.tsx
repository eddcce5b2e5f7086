/**
 * The owner's notice and a closed date, as builds dated inside and after the notice's days show
 * them: the page's notice, the head script that hides a closed one, and the contact page's hours.
 * On a built copy, with its closing and the script at work: tests/e2e/site-notice.spec.ts.
 */
import { screen } from '@testing-library/react';
import business from '../../content/site/business.json';
import siteJson from '../../content/site/site.json';
import type { SiteContent } from '../../tina/collections/site';
import { siteFiles } from '../build-time/site-files';
import { renderRoute } from '../../tests/unit-support/render-route';

// The content as the owner set it: the notice from 28 November to 1 December, and 1 December closed.
jest.mock('../../content/site/site.json', () => {
  const actual = jest.requireActual<Record<string, object>>('../../content/site/site.json');
  const text = 'Closed Monday 1 December for a private event.';
  return { ...actual, notice: { ...actual.notice, text, starts: '2026-11-28', ends: '2026-12-01' } };
});
jest.mock('../../content/site/business.json', () => ({
  ...jest.requireActual<object>('../../content/site/business.json'),
  specialHours: [{ date: '2026-12-01', closed: true, note: 'Private event' }],
}));
const noticeText = (siteJson as SiteContent).notice.text!;
const closedDateNote = business.specialHours[0]!.note!;

/** The contact page and the head script of a build dated `day`. */
async function builtOn(day: string): Promise<{ noticeScript: string }> {
  const globals = globalThis as { __BUILD_DAY__?: string };
  const unitTestsDay = globals.__BUILD_DAY__;
  globals.__BUILD_DAY__ = day;
  try {
    await renderRoute('/contact');
    return { noticeScript: siteFiles({ theme: '#000000', background: '#ffffff' }).noticeScript };
  } finally {
    globals.__BUILD_DAY__ = unitTestsDay;
  }
}

it('a build dated inside the notice’s days shows it, with its head script, and lists the closed date', async () => {
  const { noticeScript } = await builtOn('2026-11-30');
  expect(screen.getByText(noticeText)).toBeInTheDocument();
  expect(noticeScript).toContain('sessionStorage.getItem');
  expect(document.getElementById('contact-hours')).toHaveTextContent(`Closed (${closedDateNote})`);
});

it('a build dated after its last day has neither the notice, nor its head script, nor the past closed date', async () => {
  const { noticeScript } = await builtOn('2026-12-02');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
  expect(screen.queryByText(noticeText)).not.toBeInTheDocument();
  expect(noticeScript).toBe('');
  expect(document.getElementById('contact-hours')).not.toHaveTextContent(closedDateNote);
});
