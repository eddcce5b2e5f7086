import { Picture } from '#src/components/picture/picture';
import { editable } from '#src/content/editable';
import { shownPicture, type PictureContent } from '#src/pictures/shown-picture';
import styles from './editable-page-intro.module.scss';

interface IntroContent {
  heading: string;
  intro: string;
  /** Service pages only: an optional picture under the introduction. */
  hero?: PictureContent;
}

/**
 * The heading and introduction that open a page, and its hero picture if it has one (a wide band
 * under the introduction), from the page's document, each opening its own field in the editor.
 */
export function EditablePageIntro({ content }: { content: IntroContent }) {
  const { hero } = content;
  const picture = hero && shownPicture(hero, 'hero');
  return (
    <section className={styles.intro}>
      <h1 data-tina-field={editable(content, 'heading')}>{content.heading}</h1>
      <p className={styles.lead} data-tina-field={editable(content, 'intro')}>
        {content.intro}
      </p>
      {hero && picture && (
        // At the top of the page, often its largest element: fetched first.
        <Picture picture={picture} className={styles.hero} priority tinaField={editable(hero, 'image')} />
      )}
    </section>
  );
}
