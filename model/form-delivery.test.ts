import { actionOf, deliveryOf, deliveryOrigins, endpointProblem } from './form-delivery';

describe('an address for the requests', () => {
  it.each(['https://formspree.io/f/abcdwxyz', 'http://localhost:4280/', 'http://127.0.0.1:4280/inbox'])(
    'takes %s',
    (address) => expect(endpointProblem(address)).toBeUndefined(),
  );

  it.each([
    ['plain http to another computer', 'http://formspree.io/f/abc', /starting with https:\/\//],
    ['a user name and password', 'https://owner:secret@forms.example/f', /user name or password/],
    ['no address at all', 'formspree.io/f/abc', /starting with https:\/\//],
    ['a script', 'javascript:alert(1)', /starting with https:\/\//],
    ['a space', 'https://forms.example/f abc', /starting with https:\/\//],
  ])('refuses %s, quoting it', (_case, address, message) => {
    const problem = endpointProblem(address);
    expect(problem).toMatch(message);
    expect(problem).toContain(JSON.stringify(address));
  });
});

describe('the stored choice, read', () => {
  it('is simulated by default and when anything is amiss', () => {
    expect(deliveryOf(undefined)).toEqual({ method: 'simulated' });
    expect(deliveryOf({ method: 'simulated', endpoint: 'https://formspree.io/f/a' })).toEqual({
      method: 'simulated',
    });
    expect(deliveryOf({ method: 'endpoint', endpoint: '' })).toEqual({ method: 'simulated' });
    expect(deliveryOf({ method: 'endpoint', endpoint: 'http://forms.example/' })).toEqual({
      method: 'simulated',
    });
    expect(deliveryOf({ method: 'carrier pigeon' })).toEqual({ method: 'simulated' });
  });

  it('sends the subscribe field to its own address when there is one', () => {
    const delivery = deliveryOf({
      method: 'endpoint',
      endpoint: 'https://formspree.io/f/requests',
      newsletterEndpoint: 'https://letters.example/subscribe',
    });
    expect(actionOf(delivery, 'catering', '/catering')).toBe('https://formspree.io/f/requests');
    expect(actionOf(delivery, 'subscribe', '/contact')).toBe('https://letters.example/subscribe');
    expect(deliveryOrigins(delivery)).toEqual(['https://formspree.io', 'https://letters.example']);
    const one = deliveryOf({
      method: 'endpoint',
      endpoint: 'https://formspree.io/f/r',
      newsletterEndpoint: '',
    });
    expect(actionOf(one, 'subscribe', '/contact')).toBe('https://formspree.io/f/r');
    expect(deliveryOrigins(one)).toEqual(['https://formspree.io']);
  });

  it('posts to the page itself on Netlify, and to nothing when simulated or a demo', () => {
    expect(deliveryOf({ method: 'demo', endpoint: 'https://formspree.io/f/a' })).toEqual({ method: 'demo' });
    expect(actionOf({ method: 'demo' }, 'wholesale', '/wholesale')).toBeUndefined();
    expect(deliveryOrigins({ method: 'demo' })).toEqual([]);
    expect(actionOf({ method: 'netlify' }, 'wholesale', '/wholesale')).toBe('/wholesale');
    expect(deliveryOrigins({ method: 'netlify' })).toEqual(["'self'"]);
    expect(actionOf({ method: 'simulated' }, 'wholesale', '/wholesale')).toBeUndefined();
    expect(deliveryOrigins({ method: 'simulated' })).toEqual([]);
  });
});
