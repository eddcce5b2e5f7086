/**
 * The editor's bundle: the whole site as a single-page app whose content follows the owner's
 * unsaved values (`useTina`), for TinaCMS's visual editor. The development server serves it
 * (`npm start`, `npm run dev`); a build for TinaCloud loads it only in the editor's preview frame
 * (src/browser/site-script.ts). The public site never runs it (docs/decisions/019-islands.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { keepMenuState } from './browser/site-menu';
import { handleNoticeClose } from './browser/site-notice';
import { showWebFontsInEditor } from './browser/web-fonts/show-web-fonts-in-editor';
import { startedAttribute } from './browser/started-mark';
import { handleChoosingLinks } from './forms/choose-option';
import './styles/global.scss';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element to render into.');
}

// What the public pages' script does for the menu, the notice and the tier buttons, for the same markup.
keepMenuState();
handleNoticeClose();
handleChoosingLinks();
showWebFontsInEditor();

// A page of the hosted build is replaced whole: its islands never started in the editor's frame.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
document.documentElement.setAttribute(startedAttribute, '');
