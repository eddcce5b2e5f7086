/**
 * At the top of the form the owner saved: where that save stands ("Saved: going live…", "Live on
 * the site since 10:42", "Not live after 15 minutes" with what to do), for a save of the last day
 * (save-watch.ts forgets older ones once they are live).
 * A Tina `form:meta` plugin, as the refusal summary is. Its changes are said to a screen reader by
 * save-watch.ts, once; this note is there to be read and seen.
 */
import { FormMetaPlugin, useCMS } from 'tinacms';
import { SaveState } from './save-state';
import { useSaves } from './use-saves';

function SaveNote() {
  const cms = useCMS();
  const saves = useSaves();
  const save = saves.find((candidate) => candidate.file === cms.state.activeFormId);
  if (!save) {
    return null;
  }
  return (
    <section
      className="editor-save-note"
      aria-label="Your last save of this page"
      data-save-note={save.state}
    >
      <SaveState save={save} />
    </section>
  );
}

export const saveNotePlugin = new FormMetaPlugin({ name: 'save-note', Component: SaveNote });
