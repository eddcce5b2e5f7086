/**
 * Issue 15: the owner uploads a new picture in the media manager and inserts it
 * into a slide in one go. The dev server must not reload the preview when the
 * upload lands in public/ (it used to, and the form lost the slide), and Save
 * writes one changed line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { expect, test } from '@playwright/test';
import { homePageCollection } from '#tina/schema/collections/home';
import { openInEditor } from './support/editor-admin';
import { changedLines, restoreDocument } from './support/editor-content';
import { smallPng } from './support/small-png';

const homeFile = path.join(projectRoot, 'content/pages/home.json');
const pictureName = `e2e-upload-${process.pid}.png`;
const uploadsFolder = path.join(projectRoot, 'public/images/home');
const uploaded = path.join(uploadsFolder, pictureName);

test('the owner uploads a picture, inserts it into a slide and saves: one changed line', async ({
  page,
}, testInfo) => {
  const original = fs.readFileSync(homeFile, 'utf8');
  const picture = testInfo.outputPath(pictureName);
  fs.writeFileSync(picture, smallPng(80, 50, [200, 120, 40]));
  try {
    const preview = await openInEditor(page, '/');
    // The first slide's picture; the slideshow may be showing another one, so the click is sent as Tina hears it.
    await preview.locator('img[data-tina-field$="homePage.slides.0.image"]').dispatchEvent('click');
    const pictureButton = page.locator(':focus');
    await expect(pictureButton.locator('img')).toHaveAttribute('src', /espresso-bar/);
    await pictureButton.press('Enter');

    const mediaManager = page.getByText('Media Manager', { exact: true }).first();
    await expect(mediaManager).toBeVisible();
    await page.getByText('/home', { exact: true }).click();
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) {
        reloads += 1;
      }
    });
    // Upload only once the folder is open, or the picture lands in the folder the manager showed before.
    await expect(page.getByRole('button', { name: /espresso-bar\.svg/ })).toBeVisible();
    // The media manager's own drop zone (the side panel's picture field has one too).
    await page.locator('input[type="file"]').first().setInputFiles(picture);
    await expect(page.getByRole('button', { name: 'Insert' })).toBeVisible();
    await expect.poll(() => fs.existsSync(uploaded)).toBe(true);
    await page.getByRole('button', { name: 'Insert' }).click();

    await expect(preview.locator('img[data-tina-field$="homePage.slides.0.image"]')).toHaveAttribute(
      'src',
      `/images/home/${pictureName}`,
    );
    expect(reloads, 'the preview reloaded when the picture was written').toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    // Tina writes the file in place: wait for the whole new file, not a half-written one.
    const savedFile = () => {
      const text = fs.readFileSync(homeFile, 'utf8');
      try {
        JSON.parse(text);
      } catch {
        return original;
      }
      return text;
    };
    await expect.poll(savedFile).not.toBe(original);
    expect(changedLines(original, savedFile())).toEqual([`      "image": "/images/home/${pictureName}",`]);
  } finally {
    await restoreDocument(homePageCollection, homeFile, original);
    fs.rmSync(uploaded, { force: true });
  }
});
