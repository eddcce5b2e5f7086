/**
 * "Publishing", in the editor's menu: the owner's recent saves, newest first, each with where it
 * stands, and which are still waiting. A Tina screen plugin (its menu's own kind of page,
 * react-screens/screen-plugin.tsx in Tina's toolkit, which does not export its `createScreen`).
 */
import { SaveState } from './save-state';
import { timeOf } from './save-words';
import { useSaves } from './use-saves';

function PublishingIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 12l5 5L20 6" />
    </svg>
  );
}

function Publishing() {
  const saves = useSaves();
  const waiting = saves.filter((save) => save.state === 'waiting' || save.state === 'late');
  return (
    <div className="editor-publishing" data-editor-message="">
      <p>
        {saves.length === 0
          ? 'Nothing saved from this browser yet. After a save, its way to the site shows here.'
          : `Your last saves from this browser. ${waiting.length === 0 ? 'None is waiting.' : `${waiting.length} still going live.`}`}
      </p>
      <ul>
        {saves.map((save) => (
          <li key={`${save.file}@${save.savedAt}`} data-save-line={save.state}>
            <h3>
              {save.title}, saved at {timeOf(save.savedAt, navigator.language)}
            </h3>
            <SaveState save={save} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export const publishingScreen = {
  __type: 'screen',
  name: 'Publishing',
  Component: Publishing,
  Icon: PublishingIcon,
  layout: 'popup',
  navCategory: 'Site',
} as const;
