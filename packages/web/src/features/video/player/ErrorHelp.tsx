import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { canRetry, errorSentence, retryLabel } from './errorSentences';
import { PlayerRetryContext } from './retry';

/**
 * The helpful half of the error photo, loaded with the first error: what went wrong in the
 * viewer's language, and "Try again" when the streaming view offers it and trying can help.
 */
export function ErrorHelp(props: { code: string }) {
  const { i18n } = useTranslation();
  const retry = useContext(PlayerRetryContext);
  const sentence = errorSentence(props.code, i18n.language);
  return (
    <>
      {sentence && <p className="player-photo__sentence" data-testid="player-error-sentence">{sentence}</p>}
      {retry && canRetry(props.code) && (
        <button type="button" className="btn btn--primary player-photo__retry" data-testid="player-retry" onClick={retry}>
          {retryLabel(i18n.language)}
        </button>
      )}
    </>
  );
}
