import { subscribeFields } from '../../site/form-fields';
import type { DocumentOf } from '../schema-kit';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '../picture-fields';

const contactCard = <const N extends string>(name: N, label: string, actionDescription: string) =>
  ({
    type: 'object',
    name,
    label,
    required: true,
    fields: [
      { type: 'string', name: 'title', label: 'Card title', required: true },
      {
        type: 'string',
        name: 'actionLabel',
        label: 'Button',
        description: actionDescription,
        required: true,
      },
    ],
  }) as const;

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
    {
      type: 'object',
      name: 'cards',
      label: 'Cards',
      description: 'Their contents come from "Address, phone, opening hours".',
      required: true,
      fields: [
        contactCard('location', 'Location card', 'Opens the map in a new tab.'),
        contactCard('phone', 'Phone card', 'Calls the phone number.'),
        contactCard('email', 'Email card', 'Starts an email to the address.'),
        contactCard('hours', 'Opening hours card', 'Opens the map in a new tab, to plan a visit.'),
      ],
    },
    {
      type: 'object',
      name: 'specialHours',
      label: 'Holiday and special hours on the hours card',
      description:
        'The dates themselves are in "Address, phone, opening hours"; only the coming ones are shown.',
      required: true,
      fields: [
        { type: 'string', name: 'heading', label: 'Heading above the dates', required: true },
        {
          type: 'string',
          name: 'closed',
          label: 'Word for a closed day',
          description: 'For example: Closed.',
          required: true,
        },
      ],
    },
    {
      type: 'string',
      name: 'newTabNote',
      label: 'Note for links that open a new tab',
      description: 'Read out by screen readers, not shown. For example: (opens in a new tab).',
      required: true,
    },
    {
      type: 'string',
      name: 'socialHeading',
      label: 'Heading above the social media buttons',
      required: true,
    },
    formContentField('subscribe', 'Email subscription', subscribeFields),
  ],
});

export type ContactPageContent = DocumentOf<typeof contactPageCollection>;
