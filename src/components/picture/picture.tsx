import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import type { ShownPicture } from '#src/pictures/shown-picture';
import styles from './picture.module.scss';

interface PictureProps {
  picture: ShownPicture;
  /** Sets the frame: its width and shape (`aspect-ratio`); the picture fills it. */
  className?: string;
  /** The largest thing on first sight (the first slide, a hero): fetched first, never lazily. */
  priority?: boolean;
  /** Called once the picture has arrived, also when it arrived before the page's script started. */
  onLoad?: () => void;
  tinaField?: string;
}

/**
 * One picture, in the smallest file that looks sharp in its frame: AVIF or WebP where the browser reads them,
 * JPEG otherwise, at the width the browser picks from `sizes`. `width` and `height` hold the space before the
 * file arrives; the frame's CSS gives the shape, and the owner's focus decides which part stays in view (a
 * class, since the site's security policy allows no style attribute).
 */
export function Picture({ picture, className, priority = false, onLoad, tinaField }: PictureProps) {
  const image = useRef<HTMLImageElement>(null);
  // A picture that arrived before hydration fired its load event before React listened.
  useEffect(() => {
    if (onLoad && image.current?.complete && image.current.naturalWidth > 0) {
      onLoad();
    }
  }, [onLoad]);

  // React preloads a high-priority <img> by itself, but not one inside <picture>, whose source it
  // cannot know: the AVIF copies, which every browser that reads this preload also reads.
  const avif = picture.sources.find((source) => source.type === 'image/avif');
  if (priority && avif) {
    preload(picture.src, {
      as: 'image',
      type: avif.type,
      imageSrcSet: avif.srcSet,
      imageSizes: picture.sizes,
      fetchPriority: 'high',
    });
  }

  const img = (
    <img
      ref={image}
      className={[className, styles.fill, `picture-focus-${picture.focus}`].filter(Boolean).join(' ')}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={onLoad}
      data-tina-field={tinaField}
    />
  );
  if (picture.sources.length === 0) {
    return img;
  }
  return (
    <picture className={styles.picture}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  );
}
