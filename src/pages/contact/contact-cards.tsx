import type { ReactNode } from 'react';
import { ActionLink } from '#src/components/action-link/action-link';
import { BreakableAddress } from '#src/components/breakable-address/breakable-address';
import type { CardItem } from '#src/components/card-grid/card-grid';
import { OpeningStatus } from '#src/components/opening-status/opening-status';
import type { BusinessContent } from '#src/content/business';
import { mailtoHref, telHref } from '#src/content/contact-links';
import type { ContactPageContent } from '#src/content/contact-page';
import { editable } from '#src/content/editable';
import type { useOpeningStatusProps } from '#src/content/use-opening-status-props';
import { OpeningHoursLines } from './opening-hours-lines';
import styles from './contact-page.module.scss';

/** The page's note that a link opens a new tab, for screen-reader users, and its field. */
export const newTabNoteOf = (content: ContactPageContent) => ({
  newTabNote: content.newTabNote,
  newTabNoteTinaField: editable(content, 'newTabNote'),
});

interface ContactCardOptions {
  /** Which of the page's cards: its title and its button's label. */
  key: keyof ContactPageContent['cards'];
  /** The card's lines, one a `<span>`: an address, a phone number, the hours. */
  lines: ReactNode;
  /** Where the card's button goes. */
  href: string;
  /** Whether the button opens a new tab (a map does). */
  newTab?: boolean;
  /** Shown above the lines: whether the bar is open now. */
  above?: ReactNode;
}

/** One contact card: its title and button from the page's content, its lines from the business facts. */
function contactCard(
  content: ContactPageContent,
  { key, lines, href, newTab = false, above }: ContactCardOptions,
): CardItem {
  const card = content.cards[key];
  return {
    id: `contact-${key}`,
    title: card.title,
    tinaFields: { title: editable(card, 'title') },
    details: (
      <>
        {above}
        <p className={styles.lines}>{lines}</p>
      </>
    ),
    footer: (
      <ActionLink
        href={href}
        newTab={newTab}
        {...newTabNoteOf(content)}
        tinaField={editable(card, 'actionLabel')}
      >
        {card.actionLabel}
      </ActionLink>
    ),
  };
}

/** "1 Main Street" over "Springfield, IL 62701", each part opening its own field. */
function AddressLines({ address }: { address: BusinessContent['address'] }) {
  return (
    <>
      <span>
        <span data-tina-field={editable(address, 'street')}>{address.street}</span>
      </span>
      <span>
        <span data-tina-field={editable(address, 'locality')}>{address.locality}</span>,{' '}
        <span data-tina-field={editable(address, 'region')}>{address.region}</span>{' '}
        <span data-tina-field={editable(address, 'postalCode')}>{address.postalCode}</span>
      </span>
    </>
  );
}

interface ContactCardsOptions {
  content: ContactPageContent;
  business: BusinessContent;
  statusProps: ReturnType<typeof useOpeningStatusProps>;
}

/** The page's four cards: where the bar is, its phone, its email and its opening hours. */
export function contactCards({ content, business, statusProps }: ContactCardsOptions): CardItem[] {
  const { address } = business;
  return [
    contactCard(content, {
      key: 'location',
      lines: <AddressLines address={address} />,
      href: address.mapUrl,
      newTab: true,
    }),
    contactCard(content, {
      key: 'phone',
      lines: (
        <span>
          <span data-tina-field={editable(business, 'phone')}>{business.phone}</span>
        </span>
      ),
      href: telHref(business.phone),
    }),
    contactCard(content, {
      key: 'email',
      lines: (
        <span>
          <span data-tina-field={editable(business, 'email')}>
            <BreakableAddress text={business.email} />
          </span>
        </span>
      ),
      href: mailtoHref(business.email),
    }),
    contactCard(content, {
      key: 'hours',
      lines: (
        <OpeningHoursLines business={business} words={content.specialHours} language={statusProps.language} />
      ),
      href: address.mapUrl,
      newTab: true,
      // Two lines kept: "Closed · opens Wednesday at 6:00 AM" wraps in a card of the 4-column row.
      above: <OpeningStatus {...statusProps} reserveLines={2} />,
    }),
  ];
}
