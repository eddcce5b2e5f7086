/**
 * Issue 50, job 5, on a phone: a new photo for a slide in three taps (the slide's picture in the
 * page, "Take or choose a photo", Save) and a photo chosen in the phone's own picker. Tina uploads
 * it; the page shows it before Save, and the file changes by the picture's one line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { projectRoot } from '#scripts/build/build-output';
import { homePageCollection } from '#tina/schema/collections/home';
import { openInEditor } from './support/editor-admin';
import { changedLines, restoreDocument } from './support/editor-content';
import { saveButton, savedText, tapCounter } from './support/editor-phone';

const homeFile = path.join(projectRoot, 'content/pages/home.json');
const original = fs.readFileSync(homeFile, 'utf8');
const photoName = `e2e-phone-photo-${process.pid}.jpg`;
// Where Tina puts an upload made from a field: the media root (tina/config.ts).
const uploaded = path.join(projectRoot, 'public/images', photoName);
test.afterAll(async () => {
  await restoreDocument(homePageCollection, homeFile, original);
  fs.rmSync(uploaded, { force: true });
});

test('a slide gets a new photo from the phone in 3 taps', async ({ page }, testInfo) => {
  const photo = testInfo.outputPath(photoName);
  // As large as a slide needs (1600 × 1000 looks sharpest), so the saved file passes the build's check.
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 180, g: 110, b: 50 } } })
    .jpeg()
    .toFile(photo);
  const preview = await openInEditor(page, '/');
  const slidePicture = preview.locator('img[data-tina-field$="---homePage.slides.0.image"]');

  const taps = tapCounter();
  await taps.tap(slidePicture);
  const [picker] = await Promise.all([
    page.waitForEvent('filechooser'),
    taps.tap(page.getByRole('button', { name: 'Take or choose a photo' })),
  ]);
  await picker.setFiles(photo);
  await expect(slidePicture).toHaveAttribute('src', `/images/${photoName}`);
  await taps.tap(saveButton(page));

  const saved = await savedText(homeFile, original);
  expect(changedLines(original, saved)).toEqual([`      "image": "/images/${photoName}",`]);
  expect(taps.count).toBe(3);
});
