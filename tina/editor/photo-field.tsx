/**
 * A picture field with, on a phone, a button that opens the phone's own picker (its photos and
 * its camera). Tina's picture field uploads a file dropped on it, which a finger cannot do, and
 * otherwise opens the media manager, where a new photo takes an upload, a choice and Insert.
 * The button hands the chosen file to the field's own drop zone, so Tina uploads it and puts it
 * in the field as it does a dropped one; the page shows it before Save.
 */
import { useEffect, useRef, type ComponentProps } from 'react';
import { Button, ImageField, ImageFieldPlugin } from 'tinacms';
import { useNarrowScreen } from './narrow-screen';

/**
 * Names for the buttons Tina's picture field draws without one (issue 61): the picture, which
 * opens the media manager, and the bin beside it. Set on the field's markup whenever Tina draws it.
 */
const namesOfTinasButtons = [
  ['button:has(> img)', 'aria-label', 'Choose another picture'],
  ['button:has(> img) > img', 'alt', ''],
  ['button:has(svg):not(:has(img))', 'aria-label', 'Remove the picture'],
] as const;

function nameTinasButtons(field: HTMLElement) {
  const name = () => {
    for (const [selector, attribute, value] of namesOfTinasButtons) {
      for (const element of field.querySelectorAll(selector)) {
        element.setAttribute(attribute, value);
      }
    }
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(field, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function PhotoField(props: ComponentProps<typeof ImageField>) {
  const field = useRef<HTMLDivElement>(null);
  const narrow = useNarrowScreen();
  useEffect(() => (field.current ? nameTinasButtons(field.current) : undefined), []);
  return (
    <div ref={field}>
      <ImageField {...props} />
      {narrow && (
        <Button
          // The field's control on a phone: a tap on the picture in the page puts the focus here.
          name={props.input.name}
          variant="white"
          className="w-full -mt-3 mb-5"
          onClick={() => field.current?.querySelector<HTMLInputElement>('input[type="file"]')?.click()}
        >
          Take or choose a photo
        </Button>
      )}
    </div>
  );
}

/** Tina's picture field plugin, drawn with the button; for `cms.fields.add`. */
export const photoFieldPlugin = { ...ImageFieldPlugin, Component: PhotoField };
