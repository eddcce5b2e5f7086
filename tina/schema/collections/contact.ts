import { subscribeFields } from '#model/form-fields';
import { group, text, type DocumentOf, type FieldNaming } from '#tina/schema/schema-kit';
import { formContentField } from './form-content';
import { definePageCollection } from './page-collection';
import { heroPictureField } from '#tina/schema/picture-fields';

/** A card's title and its button's words; `buttonDescription` says what the button does. */
const contactCard = <const N extends string>({
  name,
  label,
  buttonDescription,
}: FieldNaming<N> & { buttonDescription: string }) =>
  group({
    name,
    label,
    fields: [
      text({ name: 'title', label: 'Card title' }),
      text({ name: 'actionLabel', label: 'Button', description: buttonDescription }),
    ],
  });

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
    group({
      name: 'cards',
      label: 'Cards',
      description: 'Their contents come from "Address, phone, opening hours".',
      fields: [
        contactCard({
          name: 'location',
          label: 'Location card',
          buttonDescription: 'Opens the map in a new tab.',
        }),
        contactCard({ name: 'phone', label: 'Phone card', buttonDescription: 'Calls the phone number.' }),
        contactCard({
          name: 'email',
          label: 'Email card',
          buttonDescription: 'Starts an email to the address.',
        }),
        contactCard({
          name: 'hours',
          label: 'Opening hours card',
          buttonDescription: 'Opens the map in a new tab, to plan a visit.',
        }),
      ],
    }),
    group({
      name: 'specialHours',
      label: 'Holiday and special hours on the hours card',
      description:
        'The dates themselves are in "Address, phone, opening hours"; only the coming ones are shown.',
      fields: [
        text({ name: 'heading', label: 'Heading above the dates' }),
        text({ name: 'closed', label: 'Word for a closed day', description: 'For example: Closed.' }),
      ],
    }),
    text({
      name: 'newTabNote',
      label: 'Note for links that open a new tab',
      description: 'Read out by screen readers, not shown. For example: (opens in a new tab).',
    }),
    text({ name: 'socialHeading', label: 'Heading above the social media buttons' }),
    formContentField({ name: 'subscribe', label: 'Email subscription', definitions: subscribeFields }),
  ],
});

export type ContactPageContent = DocumentOf<typeof contactPageCollection>;
