import { testRequestResult } from './test-request-result';

// jsdom has no fetch of its own: each test puts its stand-in for the network there.
const network = (fetch: jest.Mock) => (global.fetch = fetch) as jest.Mock;
const answer = (status: number) => jest.fn(() => Promise.resolve(new Response('{}', { status })));

describe('the editor’s test request to the form service', () => {
  it('posts a request marked as a test, as a form posts, and says the service accepted it', async () => {
    const fetch = network(answer(200));
    expect(await testRequestResult('https://formspree.io/f/abc')).toMatch(
      /^Accepted: the service took the test request/,
    );
    const [address, init] = fetch.mock.calls[0]!;
    expect(address).toBe('https://formspree.io/f/abc');
    expect(init?.method).toBe('POST');
    expect(new URLSearchParams(init?.body as URLSearchParams).get('form-name')).toBe('test');
  });

  it('says the service refused it, with its answer', async () => {
    network(answer(500));
    expect(await testRequestResult('https://formspree.io/f/abc')).toBe(
      "Refused: the service answered 500. Check the address, and the form's settings at the service.",
    );
  });

  it('says when there was no answer within 10 seconds, or no service to reach', async () => {
    network(jest.fn())
      .mockRejectedValueOnce(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await testRequestResult('https://formspree.io/f/abc')).toMatch(/^No answer within 10 seconds/);
    expect(await testRequestResult('https://formspree.io/f/abc')).toMatch(
      /^Not sent: the service could not be reached/,
    );
  });
});
