import { deliveryNote } from './delivery-note';

describe('the build’s line on where requests go', () => {
  it('says plainly that simulated requests reach nobody', () => {
    expect(deliveryNote({ method: 'simulated' })).toMatch(/requests are NOT delivered anywhere/);
  });

  it('names the service otherwise, and marks an address on this computer as for trying only', () => {
    expect(deliveryNote({ method: 'endpoint', endpoint: 'https://formspree.io/f/a' })).toBe(
      'forms: requests are posted to https://formspree.io/f/a.',
    );
    expect(deliveryNote({ method: 'endpoint', endpoint: 'http://127.0.0.1:4280/' })).toMatch(
      /for trying only/,
    );
    expect(deliveryNote({ method: 'netlify' })).toMatch(/Netlify Forms/);
  });
});
