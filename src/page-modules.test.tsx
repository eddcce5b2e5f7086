import { loadPage, preloadPage } from './page-modules';

const mockLoad = { failuresLeft: 1 };
jest.mock('./pages/legal/terms-page', () => {
  if (mockLoad.failuresLeft > 0) {
    mockLoad.failuresLeft -= 1;
    throw new Error('offline');
  }
  return {
    TermsPage: function TermsPage() {
      return null;
    },
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a page ahead of the click', () => {
  it('forgets a load that failed, so the click loads the page again', async () => {
    preloadPage('terms');
    await settle();
    await expect(loadPage('terms')).resolves.toHaveProperty('name', 'TermsPage');
  });
});
