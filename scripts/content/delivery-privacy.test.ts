import { unnamedServices } from './delivery-privacy';

const privacy =
  'Requests from the forms are carried to us by Formspree (formspree.io), which keeps them 30 days.';

describe('the privacy page names the service that receives the requests', () => {
  it('refuses a page that does not name the service, naming the file, the field and the host', () => {
    const problems = unnamedServices(
      { method: 'endpoint', endpoint: 'https://getform.io/f/abc' },
      'Nothing is sent to anyone.',
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/legal/privacy.md',
        path: 'body',
        message: expect.stringContaining('"getform.io"'),
      }),
    ]);
  });

  it('takes a page that names it, in any case', () => {
    expect(unnamedServices({ method: 'endpoint', endpoint: 'https://FormSpree.io/f/abc' }, privacy)).toEqual(
      [],
    );
    expect(unnamedServices({ method: 'netlify' }, 'Netlify, our web host, keeps them.')).toEqual([]);
    expect(unnamedServices({ method: 'netlify' }, privacy)).toHaveLength(1);
  });

  it('asks nothing while simulated, nor for an address on this computer', () => {
    expect(unnamedServices({ method: 'simulated' }, '')).toEqual([]);
    expect(unnamedServices({ method: 'endpoint', endpoint: 'http://127.0.0.1:4280/' }, '')).toEqual([]);
  });

  it('asks for the newsletter service too', () => {
    const problems = unnamedServices(
      {
        method: 'endpoint',
        endpoint: 'https://formspree.io/f/a',
        newsletterEndpoint: 'https://letters.example/s',
      },
      privacy,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('"letters.example"'),
    ]);
  });
});
