/**
 * The owner's notice and a closed date, as builds dated inside and after the notice's days show
 * them: the page's notice, the head script that hides a closed one, and the contact page's hours.
 * On a built copy, with its closing and the script at work: tests/e2e/site-notice.spec.ts.
 */
import { screen } from '@testing-library/react';
import { siteFiles } from '#src/build-time/site-files';
import { ownerClosedDate, ownerNotice } from '#scripts/site-copies/owner-notice';
import { renderRoute } from '#tests/unit-support/render-route';

// The content as the owner set it: the notice from 28 November to 1 December, and 1 December closed.
type OwnerNotice = typeof import('#scripts/site-copies/owner-notice');
jest.mock('#content/site/site.json', () => ({
  ...jest.requireActual<object>('#content/site/site.json'),
  notice: jest.requireActual<OwnerNotice>('#scripts/site-copies/owner-notice').ownerNotice,
}));
jest.mock('#content/site/business.json', () => ({
  ...jest.requireActual<object>('#content/site/business.json'),
  specialHours: [jest.requireActual<OwnerNotice>('#scripts/site-copies/owner-notice').ownerClosedDate],
}));
const noticeText = ownerNotice.text;
const closedDateNote = ownerClosedDate.note;

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
