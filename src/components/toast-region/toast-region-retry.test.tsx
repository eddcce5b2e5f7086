import { act, screen } from '@testing-library/react';
import { loadToasts, mountToastRegion } from './toast-region';

// A file of its own: the loader remembers a loaded library for the whole page, as it should.
// The chunk fails to load once, as it does offline, then loads.
let mockFailuresLeft = 1;
jest.mock('./toast-library', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Loading chunk toasts failed.');
  }
  return jest.requireActual<object>('./toast-library');
});

it('asks again after a failed load instead of remembering the failure', async () => {
  act(() => mountToastRegion());
  await expect(loadToasts()).rejects.toThrow('Loading chunk toasts failed.');
  // The region mounts the container as the library arrives: a React update, so inside act().
  const { toast } = await act(() => loadToasts());
  act(() => void toast.info('Back online'));
  expect(await screen.findByText('Back online')).toBeVisible();
});
