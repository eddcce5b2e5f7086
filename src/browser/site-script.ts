/**
 * The one script of every public page (docs/decisions/019-islands.md): no React, a couple of
 * kilobytes. The page is whole without it; it adds what the platform does not do alone.
 * Pages with a slideshow or a form also load islands-script.ts, which starts those.
 */
import { inEditorPreview } from './editor-frame';
import { fetchAhead } from './fetch-ahead';
import { noteNotFound } from './not-found-note';
import { writeOpeningStatus } from './opening-status';
import { handlePrintButtons } from './print-buttons';
import { keepMenuState } from './site-menu';
import { handleNoticeClose } from './site-notice';
import { startedAttribute } from './started-mark';
import { startWebFonts } from './web-fonts/load-web-fonts';

// In TinaCloud's editor (a build for hosted editing) the editor's bundle draws the page instead.
if (!inEditorPreview()) {
  keepMenuState();
  handleNoticeClose();
  handlePrintButtons();
  noteNotFound();
  writeOpeningStatus();
  startWebFonts();
  fetchAhead();
  document.documentElement.setAttribute(startedAttribute, '');
}
