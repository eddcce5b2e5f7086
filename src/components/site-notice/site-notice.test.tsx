import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { noticeStorageKey, SiteNotice } from './site-notice';

const notice = (id = 'n1') => (
  <MemoryRouter>
    <SiteNotice
      text="Closed Monday 1 December for a private event."
      link={{ label: 'See our hours', href: '/contact' }}
      dismissLabel="Dismiss notice"
      noticeId={id}
    />
  </MemoryRouter>
);

describe('SiteNotice', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads as text with its link, and is not a live region', () => {
    render(notice());
    expect(screen.getByText('Closed Monday 1 December for a private event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our hours' })).toHaveAttribute('href', '/contact');
    expect(document.querySelector('[aria-live], [role="alert"], [role="status"]')).toBeNull();
  });

  it('closes for the rest of the visit, and a new notice shows again', async () => {
    const { unmount } = render(notice());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(/private event/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(noticeStorageKey)).toBe('n1');
    unmount();
    render(notice());
    expect(screen.queryByText(/private event/)).not.toBeInTheDocument();
    render(notice('n2'));
    expect(screen.getByText(/private event/)).toBeInTheDocument();
  });
});
