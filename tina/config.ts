/**
 * TinaCMS configuration: the editor at /admin/index.html while `npm start` runs.
 *
 * Without TINA_CLIENT_ID and TINA_TOKEN, Tina runs in local mode: its GraphQL
 * server (127.0.0.1:4001) reads and writes the files in content/ directly, and
 * nothing leaves the machine. With both set, the same config talks to Tina's
 * hosted backend (TinaCloud), which commits the owner's saves to the repository.
 */
import { defineConfig } from 'tinacms';
import { contentCollections } from './schema/content-collections';
import { accessibleEditor } from './editor/editor-accessibility';
import { focusClickedFields } from './editor/focus-clicked-field';
import { phoneLayout } from './editor/phone-layout';
import { photoFieldPlugin } from './editor/photo-field';
import { refusalSummaryPlugin } from './editor/refusal-summary';
import { withTextLimits } from './schema/rules/editor-text-limits';
import { withNamedRefusals } from './schema/rules/named-refusals';
import { toTinaCollection } from './schema/schema-kit';
import { serviceAddressPlugin } from './editor/test-request';
import { todayPlugin } from './editor/today-panel';
import { editorMessages } from './editor/editor-messages';
import { catchSaves } from './editor/publishing/catch-saves';
import { publishingScreen } from './editor/publishing/publishing-screen';
import { saveNotePlugin } from './editor/publishing/save-note';

export default defineConfig({
  clientId: process.env.TINA_CLIENT_ID ?? null,
  token: process.env.TINA_TOKEN ?? null,
  // TinaCloud only: the branch the editor reads and commits to.
  branch: process.env.TINA_BRANCH ?? 'main',
  telemetry: 'disabled',
  build: { publicFolder: 'public', outputFolder: 'admin' },
  // Pictures the owner uploads go to public/images and are served as /images/<file>.
  media: { tina: { publicFolder: 'public', mediaRoot: 'images' } },
  // A click on a text, price or picture in the preview puts the cursor in its field, and the
  // top of the form says why Save is off and where the last save stands. On a phone, the form is a
  // sheet under the page, and "Today" gathers the day's switches. "Publishing", in the editor's
  // menu, lists the recent saves and which are live (docs/decisions/032-is-my-save-live.md).
  cmsCallback: (cms) => {
    cms.plugins.add(refusalSummaryPlugin);
    cms.plugins.add(saveNotePlugin);
    cms.plugins.add(publishingScreen);
    cms.plugins.add(todayPlugin);
    // A picture field takes a new photo from a phone's own picker.
    cms.fields.add(photoFieldPlugin);
    // The form service's address, with a test request to it.
    cms.fields.add(serviceAddressPlugin);
    return phoneLayout(focusClickedFields(accessibleEditor(editorMessages(catchSaves(cms)))));
  },
  // Every free-text field also refuses an oversized text and says its limit (the build checks the same);
  // every refusal starts with the name of its field.
  schema: {
    collections: contentCollections.map(withTextLimits).map(withNamedRefusals).map(toTinaCollection),
  },
});
