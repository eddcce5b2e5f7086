import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { handleNoticeClose } from '../../browser/site-notice';
import { noticeDismissal } from './notice-dismissal';
import { SiteNotice } from './site-notice';

const notice = (id = 'n1') => (
  <MemoryRouter>
    <main id="main" tabIndex={-1} />
    <SiteNotice
      text="Closed Monday 1 December for a private event."
      notice={{ linkLabel: 'See our hours', linkHref: '/contact', dismissLabel: 'Dismiss notice' }}
      noticeId={id}
    />
  </MemoryRouter>
);

describe('SiteNotice', () => {
  beforeAll(() => handleNoticeClose());
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.removeAttribute(noticeDismissal.attribute);
  });

  it('reads as text with its link, and is not a live region', () => {
    render(notice());
    expect(screen.getByText('Closed Monday 1 December for a private event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our hours' })).toHaveAttribute('href', '/contact');
    expect(document.querySelector('[aria-live], [role="alert"], [role="status"]')).toBeNull();
  });

  it("closes for the rest of the visit: the page is marked (the stylesheet hides it), its id kept, the focus on the page's content", async () => {
    render(notice('n7'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(document.documentElement).toHaveAttribute(noticeDismissal.attribute);
    expect(sessionStorage.getItem(noticeDismissal.storageKey)).toBe('n7');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
