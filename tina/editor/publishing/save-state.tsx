import { stateWords, timeOf } from './save-words';
import type { Save } from './saves';
import { saveWatch } from './save-watch';
import { useSaves } from './use-saves';

/** The other saves still going live, for a save that did not: "Also waiting: Menu page, saved at 10:40." */
function AlsoWaiting({ save }: { save: Save }) {
  const others = useSaves().filter(
    (other) => other !== save && (other.state === 'waiting' || other.state === 'late'),
  );
  if (others.length === 0) {
    return null;
  }
  const listed = others.map(
    (other) => `${other.title}, saved at ${timeOf(other.savedAt, navigator.language)}`,
  );
  return (
    <p className="editor-save-help" data-editor-message="">
      Also waiting: {listed.join('; ')}.
    </p>
  );
}

/** One save's state and, for a save that did not go live, what to do: the form's note and the Publishing screen's lines. */
export function SaveState({ save }: { save: Save }) {
  const words = stateWords(save, navigator.language);
  const deployPage = saveWatch.deployPage();
  return (
    <>
      <p className="editor-save-state" data-editor-message="">
        {words.state}
      </p>
      {words.help && (
        <p className="editor-save-help" data-editor-message="">
          {words.help}
          {save.state === 'late' && deployPage && (
            <>
              {' '}
              <a href={deployPage} target="_blank" rel="noreferrer">
                The deploy’s page (opens in a new tab)
              </a>
            </>
          )}
        </p>
      )}
      {save.state === 'late' && <AlsoWaiting save={save} />}
    </>
  );
}
