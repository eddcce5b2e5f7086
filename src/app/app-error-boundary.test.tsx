import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '#tests/unit-support/render-route';

// One page whose code cannot be fetched, as when a visitor goes offline and then follows a link.
jest.mock('#src/pages/wholesale/wholesale-page', () => {
  throw new Error('the network is down');
});

describe('a routing failure', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the Unexpected Application Error! screen when a page cannot load its code', async () => {
    await renderRoute('/wholesale');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith(
      'Routing failure:',
      expect.objectContaining({ message: 'the network is down' }),
    );
  });

  it('replaces the page the visitor was on when they follow a link to it', async () => {
    await renderRoute('/');
    const [link] = await screen.findAllByRole('link', { name: /wholesale/i });
    await userEvent.click(link!);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
