import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetNeedShowTutorial } from '@sideline/protocol';
import { callApi } from '../../shared/api';
import { Dialog } from '../../shared/ui/Dialog';
import { nextTutorialStep } from './tutorial';
import type { TutorialStep } from './tutorial';

/**
 * The tutorial entry: opens on first visit (GET /GetNeedShowTutorial for a logged-in member)
 * or from the settings menu (`openSignal` increments). Two steps: the toolbar, then the
 * settings menu, with 'next-step' and 'start-using'.
 */
export function TutorialEntry(props: { customerId: number | null; isLoggedIn: boolean; openSignal: number }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<TutorialStep>('closed');
  const { customerId, isLoggedIn, openSignal } = props;
  useEffect(() => {
    if (!isLoggedIn || customerId === null) return;
    let live = true;
    callApi(GetNeedShowTutorial, { CustomerId: customerId })
      .then((r) => {
        if (live && r.IsNeedShowTutorial) setStep(1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customerId, isLoggedIn]);
  useEffect(() => {
    if (openSignal > 0) setStep(1);
  }, [openSignal]);
  const close = () => setStep('closed');
  return (
    <Dialog
      open={step !== 'closed'}
      onClose={close}
      title={t('tutorial')}
      closeLabel={t('close')}
      actions={
        <button type="button" className="btn btn--primary" data-testid="tutorial-next" onClick={() => setStep(nextTutorialStep)}>
          {t(step === 1 ? 'next-step' : 'start-using')}
        </button>
      }
    >
      <p data-testid="tutorial-step">{t(step === 2 ? 'tutorial-step-2' : 'tutorial-step-1')}</p>
    </Dialog>
  );
}
