import { PageIntro } from '../../components/page-intro/page-intro';
import { editable } from '../../content/editable';
import { shownPicture, type PictureContent } from '../../pictures/shown-picture';

interface IntroContent {
  heading: string;
  intro: string;
  /** Service pages only: an optional picture under the introduction. */
  hero?: PictureContent;
}

/** A page's heading, introduction and hero picture from its document, each opening its own field in the editor. */
export function EditablePageIntro({ content }: { content: IntroContent }) {
  const { hero } = content;
  return (
    <PageIntro
      heading={content.heading}
      intro={content.intro}
      picture={hero && shownPicture(hero, 'hero')}
      tinaFields={{
        heading: editable(content, 'heading'),
        intro: editable(content, 'intro'),
        picture: hero && editable(hero, 'image'),
      }}
    />
  );
}
