/**
 * The script of the public pages that have islands (docs/decisions/019-islands.md): it starts them, holds a
 * form's submit until its island has started, and runs the links that choose an option in a form, which are
 * only on pages with a form. In TinaCloud's editor the editor's bundle draws the page instead.
 */
import { handleChoosingLinks } from '#src/forms/choose-option';
import { inEditorPreview } from './editor-frame';
import { startIslands } from './start-islands';

if (!inEditorPreview()) {
  handleChoosingLinks();
  startIslands();
}
