import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckProgramStatus, EnterProgram, GetStreamingSetting, LeaveProgram } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { initialOpenState, openReducer } from './openState';
import type { OpenEvent, OpenState } from './openState';

/**
 * One entertainment programme being watched: POST EnterProgram on arrival (with a token),
 * GET GetStreamingSetting (streamer name and stream URL), GET CheckProgramStatus for the open
 * state, and `leave()` (POST LeaveProgram with EventId and Token, then closed for good).
 * Failures to leave are only logged.
 */
export function useProgramme(eventId: number | null, token: string | null) {
  const [open, setOpen] = useState<OpenState>(initialOpenState);
  const stateRef = useRef(open);
  const dispatch = useCallback((event: OpenEvent) => {
    const [next, effect] = openReducer(stateRef.current, event);
    stateRef.current = next;
    setOpen(next);
    return effect;
  }, []);

  const setting = useQuery({
    queryKey: ['GetStreamingSetting', eventId],
    queryFn: ({ signal }) => callApi(GetStreamingSetting, { EventId: eventId ?? 0 }, { signal }),
    enabled: eventId !== null,
    retry: false,
    staleTime: 60_000,
  });
  const status = useQuery({
    queryKey: ['CheckProgramStatus', eventId],
    queryFn: ({ signal }) => callApi(CheckProgramStatus, { EventId: eventId ?? 0 }, { signal }),
    enabled: eventId !== null,
    retry: false,
    staleTime: 0,
  });
  const { refetch } = status;
  useEffect(() => {
    if (status.data) dispatch({ type: 'checked', isOpen: status.data.IsOpen });
  }, [status.data, dispatch]);

  useEffect(() => {
    stateRef.current = initialOpenState;
    setOpen(initialOpenState);
    if (eventId === null || !token) return;
    callApi(EnterProgram, { EventId: eventId, Token: token }).catch((e: unknown) => console.info('EnterProgram failed', e));
  }, [eventId, token]);

  /** A hub push about this programme (CheckChatroomStatus): false re-checks by a call. */
  const onPush = useCallback(
    (isOpen: boolean, tokenExpired: boolean) => {
      if (dispatch({ type: 'push', status: isOpen, tokenExpired }) === 'check-status') void refetch();
    },
    [dispatch, refetch],
  );

  const leave = useCallback(async () => {
    dispatch({ type: 'leave' });
    if (eventId === null || !token) return;
    try {
      await callApi(LeaveProgram, { EventId: eventId, Token: token });
    } catch (e) {
      console.info('LeaveProgram failed', e);
    }
  }, [dispatch, eventId, token]);

  return { open, setting, onPush, leave };
}
