import { Fragment } from 'react';

/**
 * An email or web address that may wrap only where a reader expects it to: after the "@"
 * and before a full stop ("ciao@ / vicoloespresso / .example"), never inside a word.
 * The text stays the same; `<wbr>` only offers the browser those places to break.
 */
export function BreakableAddress({ text }: { text: string }) {
  const pieces = text.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
