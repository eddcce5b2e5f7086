import type { ReactNode } from 'react';
import { ActionLink } from '#src/components/action-link/action-link';
import { BreakableAddress } from '#src/components/breakable-address/breakable-address';
import { CardGrid, type CardItem } from '#src/components/card-grid/card-grid';
import { PageSection } from '#src/components/page-section/page-section';
import { useBusinessContent } from '#src/content/business';
import { mailtoHref, telHref } from '#src/content/contact-links';
import { useContactPageContent } from '#src/content/contact-page';
import { editable } from '#src/content/editable';
import { formatDay, formatTime } from '#model/bar-calendar';
import { upcomingSpecialHours } from '#model/opening-status';
import { OpeningStatus } from '#src/components/opening-status/opening-status';
import { siteDay } from '#src/content/site-day';
import { useOpeningStatusProps } from '#src/content/use-opening-status-props';
import styles from './contact-page.module.scss';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { RequestSection } from '#src/pages/shared/request-section';

/** "6:00 AM to 6:00 PM", each time kept on one line and opening its own field in the editor. */
function TimeRange({ hours, opens, closes }: { hours: object; opens: string; closes: string }) {
  return (
    <>
      <span className={styles.time} data-tina-field={editable(hours, 'opens')}>
        {formatTime(opens)}
      </span>{' '}
      to{' '}
      <span className={styles.time} data-tina-field={editable(hours, 'closes')}>
        {formatTime(closes)}
      </span>
    </>
  );
}

export function ContactPage() {
  const content = useContactPageContent();
  const business = useBusinessContent();
  const statusProps = useOpeningStatusProps();
  const specialHours = upcomingSpecialHours(business.specialHours, siteDay(business.timeZone));
  const { cards, subscribe } = content;
  const { address } = business;
  const newTabNote = { newTabNote: content.newTabNote, newTabNoteTinaField: editable(content, 'newTabNote') };

  const card = (
    key: keyof typeof cards,
    lines: ReactNode,
    href: string,
    newTab = false,
    above?: ReactNode,
  ): CardItem => ({
    id: `contact-${key}`,
    title: cards[key].title,
    tinaFields: { title: editable(cards[key], 'title') },
    details: (
      <>
        {above}
        <p className={styles.lines}>{lines}</p>
      </>
    ),
    footer: (
      <ActionLink href={href} newTab={newTab} {...newTabNote} tinaField={editable(cards[key], 'actionLabel')}>
        {cards[key].actionLabel}
      </ActionLink>
    ),
  });

  return (
    <>
      <EditablePageIntro content={content} />
      <div className={styles.cards}>
        {/* The cards come straight after the page heading, so their titles are the next level. */}
        <CardGrid
          headingLevel={2}
          columns={2}
          items={[
            card(
              'location',
              <>
                <span>
                  <span data-tina-field={editable(address, 'street')}>{address.street}</span>
                </span>
                <span>
                  <span data-tina-field={editable(address, 'locality')}>{address.locality}</span>,{' '}
                  <span data-tina-field={editable(address, 'region')}>{address.region}</span>{' '}
                  <span data-tina-field={editable(address, 'postalCode')}>{address.postalCode}</span>
                </span>
              </>,
              address.mapUrl,
              true,
            ),
            card(
              'phone',
              <span>
                <span data-tina-field={editable(business, 'phone')}>{business.phone}</span>
              </span>,
              telHref(business.phone),
            ),
            card(
              'email',
              <span>
                <span data-tina-field={editable(business, 'email')}>
                  <BreakableAddress text={business.email} />
                </span>
              </span>,
              mailtoHref(business.email),
            ),
            card(
              'hours',
              <>
                {business.hours.map((hours) => (
                  <span key={hours.label}>
                    <span data-tina-field={editable(hours, 'label')}>{hours.label}</span>{' '}
                    <TimeRange hours={hours} opens={hours.opens} closes={hours.closes} />
                  </span>
                ))}
                {specialHours.length > 0 && (
                  <>
                    <strong
                      className={styles.specialHeading}
                      data-tina-field={editable(content.specialHours, 'heading')}
                    >
                      {content.specialHours.heading}
                    </strong>
                    {specialHours.map((day) => (
                      <span key={day.date}>
                        <span data-tina-field={editable(day, 'date')}>
                          {formatDay(day.date, statusProps.language, 'short')}
                        </span>
                        {': '}
                        {day.closed || !day.opens || !day.closes ? (
                          <span data-tina-field={editable(content.specialHours, 'closed')}>
                            {content.specialHours.closed}
                          </span>
                        ) : (
                          <TimeRange hours={day} opens={day.opens} closes={day.closes} />
                        )}
                        {day.note && (
                          <>
                            {' '}
                            (<span data-tina-field={editable(day, 'note')}>{day.note}</span>)
                          </>
                        )}
                      </span>
                    ))}
                  </>
                )}
              </>,
              address.mapUrl,
              true,
              // Two lines kept: "Closed · opens Wednesday at 6:00 AM" wraps in a card of the 4-column row.
              <OpeningStatus {...statusProps} reserveLines={2} />,
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
        <ul className={styles.social}>
          {business.social.map((profile) => (
            <li key={profile.url}>
              <ActionLink
                href={profile.url}
                newTab
                {...newTabNote}
                variant="secondary"
                tinaField={editable(profile, 'network')}
              >
                {profile.network}
              </ActionLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <RequestSection formName="subscribe" id="subscribe" form={subscribe} layout="inline" />
    </>
  );
}
