import { answerTimeoutMs, requestBody, sendRequest, type RequestTarget } from './send-request';

const toService: RequestTarget = {
  delivery: { method: 'endpoint', endpoint: 'https://forms.example/f/1' },
  formName: 'office-fuel',
  page: '/ez-cater',
};
const values = { companyName: 'Acme & Co', teamSize: 12, weekdays: ['monday', 'friday'], additionalInfo: '' };

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

/** How the promise stands after `ms` of the page's time. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<'pending' | 'sent' | 'failed'> {
  let state: 'pending' | 'sent' | 'failed' = 'pending';
  promise.then(
    () => (state = 'sent'),
    () => (state = 'failed'),
  );
  await jest.advanceTimersByTimeAsync(ms);
  return state;
}

it('encodes the fields under their names, with the form and page, one entry per ticked option', () => {
  expect(requestBody(toService, values).toString()).toBe(
    'form-name=office-fuel&page=%2Fez-cater&companyName=Acme+%26+Co&teamSize=12&weekdays=monday&weekdays=friday&additionalInfo=',
  );
});

// Simulated, one second and nothing sent: src/forms/forms.test.tsx (the toast at 1000 ms, not 999)
// and tests/e2e/forms.spec.ts (no request leaves the page).

it('posts to the service and says yes only once it has, and never sooner than a second', async () => {
  fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  const sending = sendRequest(toService, values);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(address).toBe('https://forms.example/f/1');
  expect(init.method).toBe('POST');
  expect(String(init.body)).toBe(requestBody(toService, values).toString());
  expect(await settledAfter(sending, 999)).toBe('pending');
  expect(await settledAfter(sending, 1)).toBe('sent');
});

it('posts URL-encoded to the page itself on Netlify', async () => {
  fetchMock.mockResolvedValue(new Response('', { status: 200 }));
  void sendRequest({ ...toService, delivery: { method: 'netlify' } }, values);
  const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(address).toBe('/ez-cater');
  expect(init.body).toBeInstanceOf(URLSearchParams);
});

it.each([
  ['an error answer', () => fetchMock.mockResolvedValue(new Response('', { status: 500 }))],
  ['a refusal', () => fetchMock.mockResolvedValue(new Response('', { status: 422 }))],
  [
    'no network, or a request the browser blocked',
    () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')),
  ],
])('fails on %s', async (_case, answer) => {
  answer();
  expect(await settledAfter(sendRequest(toService, values), 1000)).toBe('failed');
});

it('gives up on a service that does not answer within ten seconds', async () => {
  fetchMock.mockImplementation(
    (_address: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      ),
  );
  const sending = sendRequest(toService, values);
  expect(await settledAfter(sending, answerTimeoutMs - 1)).toBe('pending');
  expect(await settledAfter(sending, 1)).toBe('failed');
});
