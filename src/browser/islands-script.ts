/**
 * The script of the public pages that have islands: the slideshow, the forms
 * (docs/decisions/019-islands.md). It loads each island's code when it is needed and
 * hydrates it as a React root of its own; it holds a form's submit until its island has
 * started. It also makes the links that choose an option in a form (the Office Fuel tiers) work
 * before the form's island has started: those links are only on pages with a form. In
 * TinaCloud's editor the editor's bundle draws the page instead.
 */
import { handleChoosingLinks } from '../forms/choose-option';
import { inEditorPreview } from './editor-frame';
import { startIslands } from './start-islands';

if (!inEditorPreview()) {
  handleChoosingLinks();
  startIslands();
}
