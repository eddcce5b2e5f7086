import { screen } from '@testing-library/react';
import { pageRoutes } from '#model/route-table';
import { renderRoute } from '#tests/unit-support/render-route';

// The content check accepts a link such as /ez-cater#request only for the anchors the
// route table declares, so each declared anchor must really be on its page. (The legal
// pages declare none: their markdown is compiled by webpack, which Jest does not run.)
const withAnchors = pageRoutes.filter((route) => route.anchors.length > 0);

describe('the anchors the route table declares', () => {
  it.each(withAnchors.map((route) => [route.path, route.anchors] as const))(
    '%s has an element with each declared id',
    async (path, anchors) => {
      const { container } = await renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      const missing = anchors.filter((id) => container.querySelector(`[id="${id}"]`) === null);
      expect(missing).toEqual([]);
    },
  );
});
