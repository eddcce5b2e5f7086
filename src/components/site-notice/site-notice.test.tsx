import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
  it('reads as text with its link, and is not a live region', () => {
    render(notice());
    expect(screen.getByText('Closed Monday 1 December for a private event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our hours' })).toHaveAttribute('href', '/contact');
    expect(document.querySelector('[aria-live], [role="alert"], [role="status"]')).toBeNull();
  });

  // Closed for the rest of the visit, hidden on the next page and before a fresh one's script,
  // the focus on the page's content: tests/e2e/site-notice.spec.ts.
});
