import { renderHook, screen, within } from '@testing-library/react';
import { useHomePageContent } from '#src/content/home-page';
import { renderRoute } from '#tests/unit-support/render-route';

/** What the owner wrote, read the way the page reads it. */
const json = renderHook(() => useHomePageContent()).result.current;

describe('the home page', () => {
  it('opens with the page heading, then the slideshow showing its first slide', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: json.heading })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: json.slideshowLabel });
    const slide = within(carousel).getByRole('group', { name: '1 of 5' });
    const first = json.slides[0]!;
    expect(within(slide).getByRole('heading', { level: 2, name: first.title })).toBeInTheDocument();
    expect(within(slide).getByRole('img', { name: first.imageAlt })).toHaveAttribute('src', first.image);
    expect(within(slide).getByRole('link', { name: first.primaryCta.label })).toHaveAttribute(
      'href',
      first.primaryCta.href,
    );
    expect(within(slide).getByRole('link', { name: first.secondaryCta.label })).toHaveAttribute(
      'href',
      first.secondaryCta.href,
    );
  });

  it('shows the six feature cards, each a heading with its text and link', async () => {
    await renderRoute('/');
    const section = await screen.findByRole('region', { name: json.featuresHeading });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    json.features.forEach((feature, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
      expect(within(card).getByText(feature.description)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: feature.link.label })).toHaveAttribute(
        'href',
        feature.link.href,
      );
    });
  });

  it('ends with the banner and its two links', async () => {
    await renderRoute('/');
    const banner = await screen.findByRole('region', { name: json.banner.heading });
    expect(within(banner).getByText(json.banner.text)).toBeInTheDocument();
    for (const cta of [json.banner.primaryCta, json.banner.secondaryCta]) {
      expect(within(banner).getByRole('link', { name: cta.label })).toHaveAttribute('href', cta.href);
    }
  });
});
