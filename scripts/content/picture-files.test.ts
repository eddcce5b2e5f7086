import { pictureFields } from '#tina/schema/picture-fields';
import type { FieldShape } from '#tina/schema/schema-kit';
import { projectRoot } from '#scripts/build/build-output';
import { missingPictures, picturePaths } from './picture-files';

const fields: readonly FieldShape[] = [
  { type: 'image', name: 'cover', label: 'Cover' },
  { type: 'string', name: 'title', label: 'Title' },
  {
    type: 'object',
    name: 'slides',
    label: 'Slides',
    list: true,
    fields: [{ type: 'image', name: 'image', label: 'Picture' }],
  },
];

describe('picturePaths', () => {
  it('finds every picture field, in lists too, with where it is', () => {
    const document = {
      cover: '/a.png',
      title: '/not-a-picture',
      slides: [{ image: '/b.png' }, { image: '/c.png' }],
    };
    expect(picturePaths(fields, document).map(({ path, value }) => ({ path, value }))).toEqual([
      { path: 'cover', value: '/a.png' },
      { path: 'slides[0].image', value: '/b.png' },
      { path: 'slides[1].image', value: '/c.png' },
    ]);
  });
});

describe('missingPictures', () => {
  const check = (cover: string) => missingPictures(fields, { cover }, projectRoot);

  it('names a picture that is not in public/, and the file it expected', () => {
    expect(check('/images/home/espresso-bar.jpg')).toEqual([
      {
        path: 'cover',
        message:
          'the picture "/images/home/espresso-bar.jpg" does not exist: expected the file public/images/home/espresso-bar.jpg. Upload it in the editor’s media manager, or choose another picture.',
      },
    ]);
  });

  it.each([
    'images/home/espresso-bar.svg',
    '//evil.example/a.png',
    '/../package.json',
    'javascript:alert(1)',
    '/images/%zz.png',
  ])('refuses %p, which is not a picture path under public/', (cover) => {
    expect(check(cover)).toEqual([
      {
        path: 'cover',
        message: expect.stringMatching(/^expected a picture chosen in the editor’s media manager/) as string,
      },
    ]);
  });

  it('refuses a folder', () => {
    expect(check('/images/home')[0]?.message).toMatch(
      'does not exist: expected the file public/images/home.',
    );
  });
});

describe('missingPictures and descriptions', () => {
  const hero: readonly FieldShape[] = [
    {
      type: 'object',
      name: 'hero',
      label: 'Hero picture',
      fields: pictureFields('hero', { label: 'Picture', required: false }),
    },
  ];

  it.each([undefined, '', '   '])(
    'refuses an optional picture whose description is %p, naming the description’s field',
    (imageAlt) => {
      expect(
        missingPictures(hero, { hero: { image: '/images/home/espresso-bar.svg', imageAlt } }, projectRoot),
      ).toEqual([
        {
          path: 'hero.imageAlt',
          message:
            'the picture "/images/home/espresso-bar.svg" has no description: write in one sentence what it shows, for people who cannot see it ("Picture description").',
        },
      ]);
    },
  );

  it('accepts a described picture, and no picture at all', () => {
    expect(
      missingPictures(
        hero,
        { hero: { image: '/images/home/espresso-bar.svg', imageAlt: 'A cup.' } },
        projectRoot,
      ),
    ).toEqual([]);
    expect(missingPictures(hero, { hero: { imageAlt: 'A cup.' } }, projectRoot)).toEqual([]);
  });
});
