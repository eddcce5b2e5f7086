import { subscribeFields } from '#model/form-fields';
import { group, text, type DocumentOf } from '#tina/schema/schema-kit';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

const contactCard = <const N extends string>(name: N, label: string, actionDescription: string) =>
  group(name, label, undefined, [
    text('title', 'Card title'),
    text('actionLabel', 'Button', actionDescription),
  ]);

/**
 * The words of the contact page. The address, phone, email, opening hours and
 * social profiles themselves are in "Address, phone, opening hours".
 */
export const contactPageCollection = definePageCollection({
  routeId: 'contact',
  name: 'contactPage',
  file: 'contact',
  fields: [
    heroPictureField,
    group('cards', 'Cards', 'Their contents come from "Address, phone, opening hours".', [
      contactCard('location', 'Location card', 'Opens the map in a new tab.'),
      contactCard('phone', 'Phone card', 'Calls the phone number.'),
      contactCard('email', 'Email card', 'Starts an email to the address.'),
      contactCard('hours', 'Opening hours card', 'Opens the map in a new tab, to plan a visit.'),
    ]),
    group(
      'specialHours',
      'Holiday and special hours on the hours card',
      'The dates themselves are in "Address, phone, opening hours"; only the coming ones are shown.',
      [
        text('heading', 'Heading above the dates'),
        text('closed', 'Word for a closed day', 'For example: Closed.'),
      ],
    ),
    text(
      'newTabNote',
      'Note for links that open a new tab',
      'Read out by screen readers, not shown. For example: (opens in a new tab).',
    ),
    text('socialHeading', 'Heading above the social media buttons'),
    formContentField('subscribe', 'Email subscription', subscribeFields),
  ],
});

export type ContactPageContent = DocumentOf<typeof contactPageCollection>;
