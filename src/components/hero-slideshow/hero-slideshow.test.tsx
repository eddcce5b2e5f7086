import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { shownPicture } from '#src/pictures/shown-picture';
import type { Slide } from './hero-slide';
import { HeroSlideshow } from './hero-slideshow';

const slides: Slide[] = ['Espresso', 'Office Fuel', 'Gelato', 'Catering', 'Wholesale'].map((title) => ({
  picture: shownPicture({ image: `/images/${title}.svg`, imageAlt: `Picture of ${title}` }, 'slide'),
  title,
  subtitle: `${title} subtitle`,
  description: `${title} description`,
  actions: [
    { label: `${title} first`, href: '/contact' },
    { label: `${title} second`, href: '/catering' },
  ],
}));

function renderSlideshow() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <HeroSlideshow label="What we do" slides={slides} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return { user, carousel: screen.getByRole('region', { name: 'What we do' }) };
}

/** The slide a visitor (or a screen reader) sees: hidden slides are left out of the accessibility tree. */
const shownSlide = () => screen.getByRole('group', { name: /of 5$/ });
const shownTitle = () => within(shownSlide()).getByRole('heading', { level: 2 }).textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HeroSlideshow', () => {
  it('is a carousel of five slide groups, only the first one shown and reachable', () => {
    const { carousel } = renderSlideshow();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide');

    const all = [...carousel.querySelectorAll('[role="group"][aria-roledescription="slide"]')];
    expect(all).toHaveLength(5);
    for (const hidden of all.slice(1)) {
      expect(hidden).toHaveAttribute('aria-hidden', 'true');
      expect(hidden).toHaveAttribute('inert');
    }
    expect(all[0]).not.toHaveAttribute('inert');
    expect(within(shownSlide()).getByRole('link', { name: 'Espresso first' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('starts with the first picture only, fetched first', () => {
    renderSlideshow();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAccessibleName('Picture of Espresso');
    // What a priority picture is (eager, fetched first, sized): src/components/picture/picture.test.tsx.
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('adds the next slide’s picture once the shown one has arrived, so auto-play never shows an empty slide', async () => {
    renderSlideshow();
    const pictureNames = () =>
      screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'));
    fireEvent.load(screen.getByRole('img', { name: 'Picture of Espresso' }));
    expect(pictureNames()).toEqual(['Picture of Espresso', 'Picture of Office Fuel']);
    expect(screen.getByRole('img', { name: 'Picture of Office Fuel', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );

    // Slide 2 is shown with its picture in place; slide 3's comes once slide 2's has arrived.
    await wait(5000);
    expect(shownTitle()).toBe('Office Fuel');
    expect(pictureNames()).toHaveLength(2);
    fireEvent.load(screen.getByRole('img', { name: 'Picture of Office Fuel' }));
    expect(pictureNames()).toHaveLength(3);
  });

  it('gives a slide the visitor jumps to its picture at once', async () => {
    const { user, carousel } = renderSlideshow();
    await user.click(within(carousel).getByRole('button', { name: 'Go to slide 4' }));
    expect(within(shownSlide()).getByRole('img')).toHaveAccessibleName('Picture of Catering');
  });

  it('advances every 5 seconds and wraps from the last slide to the first', async () => {
    const { carousel } = renderSlideshow();
    expect(within(carousel).getByRole('button', { name: 'Auto-playing' })).toBeInTheDocument();
    expect(screen.getByText('Espresso').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await wait(4999);
    expect(shownTitle()).toBe('Espresso');
    await wait(1);
    expect(shownTitle()).toBe('Office Fuel');
    for (const title of ['Gelato', 'Catering', 'Wholesale']) {
      await wait(5000);
      expect(shownTitle()).toBe(title);
    }
    await wait(5000);
    expect(shownTitle()).toBe('Espresso');
  });

  it('moves one slide with the arrows, wrapping both ways, and stops auto-play', async () => {
    const { user, carousel } = renderSlideshow();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toHaveAccessibleName('5 of 5');
    expect(screen.getByRole('button', { name: 'Paused' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Office Fuel');

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.unhover(carousel);
    await wait(15000);
    expect(shownTitle()).toBe('Office Fuel');
  });

  it('jumps to a slide with its dot, marks that dot and stops auto-play', async () => {
    const { user } = renderSlideshow();
    const dot = screen.getByRole('button', { name: 'Go to slide 3' });
    await user.click(dot);
    expect(shownSlide()).toHaveAccessibleName('3 of 5');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Paused' })).toBeInTheDocument();
    expect(screen.getByText('Gelato').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await wait(15000);
    expect(shownTitle()).toBe('Gelato');
  });

  it('flips auto-play with the toggle', async () => {
    const { user } = renderSlideshow();
    await user.click(screen.getByRole('button', { name: 'Auto-playing' }));
    await wait(10000);
    expect(shownTitle()).toBe('Espresso');

    // Resuming is explicit: it starts at once, even with the pointer and focus on the toggle.
    await user.click(screen.getByRole('button', { name: 'Paused' }));
    expect(screen.getByRole('button', { name: 'Auto-playing' })).toBeInTheDocument();
    await wait(5000);
    expect(shownTitle()).toBe('Office Fuel');
  });

  it('waits while keyboard focus is inside, and resumes when it leaves', async () => {
    renderSlideshow();
    await wait(5000);
    act(() => within(shownSlide()).getByRole('link', { name: 'Office Fuel first' }).focus());
    await wait(15000);
    expect(shownTitle()).toBe('Office Fuel');
    expect(screen.getByRole('button', { name: 'Auto-playing' })).toBeInTheDocument();
    expect(shownSlide().parentElement).toHaveAttribute('aria-live', 'polite');

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await wait(5000);
    expect(shownTitle()).toBe('Gelato');
  });

  it('waits while the mouse is over it, and resumes when it leaves', async () => {
    const { user, carousel } = renderSlideshow();
    await user.hover(carousel);
    await wait(15000);
    expect(shownTitle()).toBe('Espresso');
    await user.unhover(carousel);
    await wait(5000);
    expect(shownTitle()).toBe('Office Fuel');
  });

  it('starts paused when the visitor prefers reduced motion, and can still be started', async () => {
    preferReducedMotion(true);
    const { user } = renderSlideshow();
    expect(screen.getByRole('button', { name: 'Paused' })).toBeInTheDocument();
    await wait(15000);
    expect(shownTitle()).toBe('Espresso');

    await user.click(screen.getByRole('button', { name: 'Paused' }));
    await wait(5000);
    expect(shownTitle()).toBe('Office Fuel');
  });
});
