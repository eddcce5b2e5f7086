import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadToasts, mountToastRegion } from './toast-region';

const libraryLoaded = jest.fn();
jest.mock('./toast-library', () => {
  libraryLoaded();
  return jest.requireActual<object>('./toast-library');
});

function renderRegionAndForm() {
  act(() => mountToastRegion());
  return render(
    <form aria-label="Subscribe">
      <label>
        Email <input type="email" />
      </label>
    </form>,
  );
}

describe('the toast region', () => {
  it('loads nothing until a form field gets focus, then shows toasts raised from the form', async () => {
    renderRegionAndForm();
    await act(() => Promise.resolve());
    expect(libraryLoaded).not.toHaveBeenCalled();
    expect(document.querySelector('.Toastify')).toBeNull();

    await userEvent.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(libraryLoaded).toHaveBeenCalled());
    const { toast } = await loadToasts();
    act(() => void toast.success('Thanks for subscribing'));
    expect(await screen.findByText('Thanks for subscribing')).toBeVisible();
  });
});
