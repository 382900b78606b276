import { useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CreateFeedbackRating, GetFeatureSetting, GetUserFeedbackInfo } from '@sideline/protocol';
import type { FeedbackSetting, ProgramType } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { FeedbackDialog } from './FeedbackDialog';
import { feedbackDelayMs, feedbackReducer, feedbackRoll } from './feedbackRule';
import type { FeedbackEvent, FeedbackPhase } from './feedbackRule';
import './feedback.css';

export interface FeedbackPromptProps {
  customerId: number | null;
  isUserLogin: boolean;
  matchId: number;
  anchorId: number;
  programType: ProgramType;
  /** True while the tutorial or the fast-market modal is open: the prompt waits. */
  blocked: boolean;
  /** Seams for tests. */
  random?: () => number;
}

function isSetting(v: unknown): v is FeedbackSetting {
  return typeof v === 'object' && v !== null && 'Minute' in v && 'Probability' in v;
}

/**
 * The feedback prompt of a logged-in viewer: when GET /GetUserFeedbackInfo allows it, after
 * FeedbackSetting.Minute minutes and with Probability percent chance, the modal opens unless
 * the tutorial or fast market is open (then it waits). Sending posts /CreateFeedbackRating.
 */
export function FeedbackPrompt(props: FeedbackPromptProps) {
  const { t } = useTranslation();
  const { blocked, random } = props;
  const enabled = props.isUserLogin && props.customerId !== null;
  const info = useQuery({
    queryKey: ['GetUserFeedbackInfo', props.customerId],
    queryFn: ({ signal }) => callApi(GetUserFeedbackInfo, { CustomerId: props.customerId ?? 0 }, { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const setting = useQuery({
    queryKey: ['GetFeatureSetting', 'FeedbackSetting'],
    queryFn: ({ signal }) => callApi(GetFeatureSetting, { Name: 'FeedbackSetting' }, { signal }),
    enabled: enabled && info.data?.IsShowFeedback === true,
    retry: false,
    staleTime: Infinity,
  });
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  const [phase, dispatch] = useReducer(
    (p: FeedbackPhase, e: FeedbackEvent) => feedbackReducer(p, e, blockedRef.current),
    'waiting' as FeedbackPhase,
  );
  const [thanks, setThanks] = useState(false);
  const value = setting.data?.Data;

  useEffect(() => {
    if (!isSetting(value)) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'timeUp', won: feedbackRoll(value, random) }), feedbackDelayMs(value));
    return () => clearTimeout(timer);
  }, [value, random]);
  useEffect(() => {
    dispatch({ type: blocked ? 'blocked' : 'unblocked' });
  }, [blocked]);

  const send = useMutation({
    mutationFn: (v: { rating: number; text: string }) =>
      callApi(CreateFeedbackRating, { MatchId: props.matchId, AnchorId: props.anchorId, ProgramType: props.programType, Rating: v.rating, Feedback: v.text }),
    onSuccess: () => {
      setThanks(true);
      dispatch({ type: 'close' });
    },
  });

  return (
    <>
      <FeedbackDialog
        open={phase === 'shown'}
        sending={send.isPending}
        onSubmit={(rating, text) => send.mutate({ rating, text })}
        onClose={() => dispatch({ type: 'close' })}
      />
      {send.isError && phase === 'shown' && <p role="alert" className="feedback-error">{t('sending-failed')}</p>}
      {thanks && <p role="status" className="feedback-thanks">{t('feedback-thanks')}</p>}
    </>
  );
}
