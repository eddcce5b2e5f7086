/**
 * The script of the public pages that have islands: the slideshow, the forms
 * (docs/decisions/019-islands.md). It loads each island's code when it is needed and
 * hydrates it as a React root of its own; it holds a form's submit until its island has
 * started. In TinaCloud's editor the editor's bundle draws the page instead.
 */
import { inEditorPreview } from './editor-frame';
import { startIslands } from './start-islands';

if (!inEditorPreview()) startIslands();
