import { htmlFileFor, pathOf, routeIdOf } from './route-table';

describe('routeIdOf', () => {
  it.each([
    ['/', 'home'],
    ['/ez-cater', 'officeFuel'],
    ['/ez-cater/', 'officeFuel'],
    ['/accessibility', 'accessibility'],
  ])('finds the page at %s', (pathname, id) => {
    expect(routeIdOf(pathname)).toBe(id);
  });

  it.each(['/ez-cater/extra', '/EZ-CATER', '/no-such-page', '//'])('answers notFound for %s', (pathname) => {
    expect(routeIdOf(pathname)).toBe('notFound');
  });
});

describe('htmlFileFor', () => {
  it('writes the home page at the root and every other page in its own folder', () => {
    expect(htmlFileFor(pathOf('home'))).toBe('index.html');
    expect(htmlFileFor(pathOf('officeFuel'))).toBe('ez-cater/index.html');
  });
});
