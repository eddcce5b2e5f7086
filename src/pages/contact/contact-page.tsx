import { ActionLink } from '#src/components/action-link/action-link';
import { CardGrid } from '#src/components/card-grid/card-grid';
import { PageSection } from '#src/components/page-section/page-section';
import { useBusinessContent, type BusinessContent } from '#src/content/business';
import { useContactPageContent, type ContactPageContent } from '#src/content/contact-page';
import { editable } from '#src/content/editable';
import { useOpeningStatusProps } from '#src/content/use-opening-status-props';
import { contactCards, newTabNoteOf } from './contact-cards';
import styles from './contact-page.module.scss';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { RequestSection } from '#src/pages/shared/request-section';

export function ContactPage() {
  const content = useContactPageContent();
  const business = useBusinessContent();
  const statusProps = useOpeningStatusProps();

  return (
    <>
      <EditablePageIntro content={content} />
      <div className={styles.cards}>
        {/* The cards come straight after the page heading, so their titles are the next level. */}
        <CardGrid headingLevel={2} columns={2} items={contactCards({ content, business, statusProps })} />
      </div>
      <SocialSection content={content} social={business.social} />
      <RequestSection formName="subscribe" id="subscribe" form={content.subscribe} layout="inline" />
    </>
  );
}

interface SocialSectionProps {
  content: ContactPageContent;
  social: BusinessContent['social'];
}

/** The bar's social profiles, a button each, opening in a new tab. */
function SocialSection({ content, social }: SocialSectionProps) {
  return (
    <PageSection
      id="social"
      tone="tinted"
      heading={content.socialHeading}
      headingTinaField={editable(content, 'socialHeading')}
    >
      <ul className={styles.social}>
        {social.map((profile) => (
          <li key={profile.url}>
            <ActionLink
              href={profile.url}
              newTab
              {...newTabNoteOf(content)}
              variant="secondary"
              tinaField={editable(profile, 'network')}
            >
              {profile.network}
            </ActionLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
