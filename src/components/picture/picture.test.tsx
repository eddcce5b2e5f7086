import { render, screen } from '@testing-library/react';
import { shownPicture } from '#src/pictures/shown-picture';
import { Picture } from './picture';

// What the build's picture step writes for one 4000 × 3000 camera photo shown as a slide
// (keeping its top right) and as a hero (scripts/pictures/make-pictures.ts): one trim for each.
jest.mock('picture-variants', () => ({
  __esModule: true,
  default: {
    'slide/top-right:/images/home/bar.jpg': {
      width: 4000,
      height: 2500,
      name: 'bar',
      hash: '1a2b3c4d',
      widths: [400, 800, 1200],
    },
    'hero/center:/images/home/bar.jpg': {
      width: 4000,
      height: 2000,
      name: 'bar',
      hash: '5e6f7a8b',
      widths: [400, 800, 1200, 1600, 2240],
    },
  },
}));

describe('Picture', () => {
  it('offers AVIF, then WebP, then JPEG, at each width, sized from the real file, with the slot’s sizes', () => {
    const picture = shownPicture(
      { image: '/images/home/bar.jpg', imageAlt: 'The bar at dawn.', imageFocus: 'top-right' },
      'slide',
    )!;
    const { container } = render(<Picture picture={picture} className="frame" />);

    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/assets/pictures/bar-400.1a2b3c4d.avif 400w, /assets/pictures/bar-800.1a2b3c4d.avif 800w, /assets/pictures/bar-1200.1a2b3c4d.avif 1200w',
    );
    expect(sources[0]).toHaveAttribute(
      'sizes',
      expect.stringContaining('(min-width: 1152px) 599px') as string,
    );

    const image = screen.getByRole('img', { name: 'The bar at dawn.' });
    expect(image).toHaveAttribute('src', '/assets/pictures/bar-800.1a2b3c4d.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/pictures/bar-1200.1a2b3c4d.jpg 1200w') as string,
    );
    // The copies' size: the photo as the slideshow's 8 × 5 frame shows it.
    expect(image).toHaveAttribute('width', '4000');
    expect(image).toHaveAttribute('height', '2500');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('frame', 'picture-focus-top-right');
    // The original upload is never named.
    expect(container.innerHTML).not.toContain('/images/home/bar.jpg');
  });

  it('fetches a priority picture first, never lazily', () => {
    render(
      <Picture
        picture={shownPicture({ image: '/images/home/bar.jpg', imageAlt: 'The bar.' }, 'hero')!}
        priority
      />,
    );
    const image = screen.getByRole('img', { name: 'The bar.' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveClass('picture-focus-center');
    // The same photo as a hero is sent from the hero's own trim, 2 × 1.
    expect(image).toHaveAttribute('src', '/assets/pictures/bar-800.5e6f7a8b.jpg');
    expect(image).toHaveAttribute('height', '2000');
  });

  it('shows an SVG drawing, or a photo the build has not seen (just uploaded in the editor), from its own file', () => {
    const { container } = render(
      <>
        <Picture
          picture={shownPicture({ image: '/images/home/espresso-bar.svg', imageAlt: 'A drawing.' }, 'slide')!}
        />
        <Picture
          picture={shownPicture({ image: '/images/home/new-upload.jpg', imageAlt: 'A new photo.' }, 'hero')!}
        />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'A drawing.' })).toHaveAttribute(
      'src',
      '/images/home/espresso-bar.svg',
    );
    // Sized as the slot's frame, so the page keeps its place whatever the file turns out to be.
    expect(screen.getByRole('img', { name: 'A drawing.' })).toHaveAttribute('width', '800');
    expect(screen.getByRole('img', { name: 'A new photo.' })).toHaveAttribute(
      'src',
      '/images/home/new-upload.jpg',
    );
    expect(screen.getByRole('img', { name: 'A new photo.' })).toHaveAttribute('height', '560');
  });

  it('keeps showing a copy when the focus changed after the build (the hosted editor), never the original', () => {
    // The hosted site has only the copies; a focus chosen since the last build has none yet.
    render(
      <Picture
        picture={shownPicture(
          { image: '/images/home/bar.jpg', imageAlt: 'The bar.', imageFocus: 'bottom' },
          'slide',
        )!}
      />,
    );
    const image = screen.getByRole('img', { name: 'The bar.' });
    expect(image).toHaveAttribute('src', '/assets/pictures/bar-800.1a2b3c4d.jpg');
    // And the new focus is applied to it, as far as the frame trims it.
    expect(image).toHaveClass('picture-focus-bottom');
  });

  it('shows nothing for a picture the owner has not set', () => {
    expect(shownPicture({ image: '', imageAlt: '' }, 'card')).toBeUndefined();
    expect(shownPicture({}, 'hero')).toBeUndefined();
  });
});
