import { ActionLink } from '../../components/action-link/action-link';
import { CardGrid, type CardItem } from '../../components/card-grid/card-grid';
import { PageSection } from '../../components/page-section/page-section';
import { RequestForm } from '../../components/request-form/request-form';
import { useBusinessContent } from '../../content/business';
import { mailtoHref, telHref } from '../../content/contact-links';
import { useContactPageContent } from '../../content/contact-page';
import { editable } from '../../content/editable';
import { formatOpeningHours } from '../../content/opening-hours';
import { subscribeFields } from '../../forms/field-definitions';
import styles from './contact-page.module.scss';
import { EditablePageIntro } from '../editable-page-intro';
import { useBeforeStartTexts } from '../use-before-start-texts';

export function ContactPage() {
  const content = useContactPageContent();
  const business = useBusinessContent();
  const beforeStartTexts = useBeforeStartTexts();
  const { cards, subscribe } = content;
  const { address } = business;

  const card = (
    key: keyof typeof cards,
    lines: readonly string[],
    linesTinaField: string | undefined,
    href: string,
    newTab = false,
  ): CardItem => ({
    id: `contact-${key}`,
    title: cards[key].title,
    tinaFields: { card: editable(cards[key]), title: editable(cards[key], 'title') },
    footer: (
      <>
        <p className={styles.lines} data-tina-field={linesTinaField}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
        <ActionLink
          href={href}
          newTab={newTab}
          newTabNote={content.newTabNote}
          tinaField={editable(cards[key], 'actionLabel')}
        >
          {cards[key].actionLabel}
        </ActionLink>
      </>
    ),
  });

  return (
    <>
      <EditablePageIntro content={content} />
      <div className={styles.cards}>
        {/* The cards come straight after the page heading, so their titles are the next level. */}
        <CardGrid
          headingLevel={2}
          columns={4}
          items={[
            card(
              'location',
              [address.street, `${address.locality}, ${address.region} ${address.postalCode}`],
              editable(business, 'address'),
              address.mapUrl,
              true,
            ),
            card('phone', [business.phone], editable(business, 'phone'), telHref(business.phone)),
            card('email', [business.email], editable(business, 'email'), mailtoHref(business.email)),
            card(
              'hours',
              business.hours.map(formatOpeningHours),
              editable(business, 'hours'),
              address.mapUrl,
              true,
            ),
          ]}
        />
      </div>
      <PageSection
        id="social"
        tone="tinted"
        heading={content.socialHeading}
        headingTinaField={editable(content, 'socialHeading')}
      >
        <ul className={styles.social} data-tina-field={editable(business, 'social')}>
          {business.social.map((profile) => (
            <li key={profile.url}>
              <ActionLink
                href={profile.url}
                newTab
                newTabNote={content.newTabNote}
                variant="secondary"
                tinaField={editable(profile, 'network')}
              >
                {profile.network}
              </ActionLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="subscribe"
        heading={subscribe.heading}
        headingTinaField={editable(subscribe, 'heading')}
        intro={subscribe.intro}
        introTinaField={editable(subscribe, 'intro')}
      >
        <div className={styles.subscribe}>
          <RequestForm
            definitions={subscribeFields}
            texts={subscribe}
            beforeStartTexts={beforeStartTexts}
            labelledBy="subscribe-heading"
            layout="inline"
            tinaField={editable}
          />
        </div>
      </PageSection>
    </>
  );
}
