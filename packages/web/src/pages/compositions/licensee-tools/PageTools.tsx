import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ProgramType, ScheduleDataType, ToolbarItem } from '@sideline/protocol';
import type { PlatformVariant, ScheduleItem, ToolbarItem as Item } from '@sideline/protocol';
import { encodeDataParam, useDataParam } from '../../../shared/data-param';
import { useHostBridge } from '../../../shared/host';
import { navigateTo } from '../../../shared/navigation/navigator';
import type { FastMarket } from '../../../features/betting';
import { EventListModal, FeedbackPrompt, Leaderboard, LicenseeLobby, StreamerTopicPanel } from '../../../features/programmes';
import { usePromotionEntry, useShowLeaderboard } from '../../../features/programmes';
import { ToolIcon } from './ToolIcon';
import type { pageToolbarItems } from './toolbarItems';
import './licensee-tools.css';

type Overlay = 'none' | 'leaderboard' | 'lobby' | 'events' | 'topics';
const OVERLAY_OF: Partial<Record<Item, Overlay>> = {
  [ToolbarItem.Leaderboard]: 'leaderboard', [ToolbarItem.Streamer]: 'lobby', [ToolbarItem.Promotion]: 'events',
};

/** The betting holder's part the feedback prompt reads: whether the fast-market modal is open. */
export interface FastMarketSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { fastMarket: FastMarket | null } | null;
}

const noSubscribe = () => () => undefined;
const nothing = () => null;

/** Whether the fast-market modal is open (false without a betting holder or a fast market). */
function useFastMarketModalOpen(source: FastMarketSource | undefined): boolean {
  const live = useSyncExternalStore(source?.subscribe ?? noSubscribe, source?.getSnapshot ?? nothing, source?.getSnapshot ?? nothing);
  const market = live?.fastMarket ?? null;
  const snap = useSyncExternalStore(market?.subscribe ?? noSubscribe, market?.getSnapshot ?? nothing, market?.getSnapshot ?? nothing);
  return snap?.modal.open ?? false;
}

/**
 * What the licensee screen (and the streaming plugin, per its variant) adds to the streaming
 * chatroom (schedule spec section 2): toolbar icons for leaderboard, live streaming and events
 * with their panels — the lobby (GET /Licensee/GetProgramList; a running match goes to the host
 * as GoToSingleMatch, a live programme opens the entertainment page), the promotion list, the
 * leaderboard — the streamer topic panel (from the lobby) and the feedback prompt, which waits
 * while the tutorial or the fast-market modal is open (PageFeedback). This module is a lazy chunk
 * of its own (index.ts), off the page's start-up path; every panel is a further chunk fetched on
 * first open. The panels render into the document body (they are page overlays, the toolbar is
 * only where their buttons sit).
 */
export interface PageToolbarProps {
  variant: PlatformVariant;
  isUserLogin: boolean;
  /** The viewer's site (the data parameter's, else the token's); null: the lobby asks the token. */
  siteId: number | null;
  /**
   * The variant table's filter (`pageToolbarItems`), handed in by the page: the page already
   * carries the command table for its settings menu, so this chunk does not split it out.
   */
  itemsFor: typeof pageToolbarItems;
}

export function PageToolbar(args: PageToolbarProps) {
  const { t, i18n } = useTranslation();
  const { data } = useDataParam();
  const bridge = useHostBridge();
  const { isUserLogin } = args;
  const showLeaderboard = useShowLeaderboard(isUserLogin);
  const promotion = usePromotionEntry();
  const [overlay, setOverlay] = useState<Overlay>('none');
  // A panel's chunk is fetched the first time it opens, not with the page.
  const [opened, setOpened] = useState<ReadonlySet<Overlay>>(() => new Set());
  const show = (next: Overlay) => {
    setOverlay((o) => (o === next ? 'none' : next));
    setOpened((s) => (s.has(next) ? s : new Set([...s, next])));
  };
  const close = () => setOverlay('none');
  const items = args.itemsFor({
    variant: args.variant, isPreview: data.IsPreview ?? false, isUserLogin, canUpdateNickname: data.CanUpdateNickname ?? true,
    flags: { leaderboard: showLeaderboard, promotion, gv: false },
  });
  const userLanguage = (data.UserLanguage ?? i18n.language).toLowerCase();
  const exclusiveStreamerType = typeof data.ExclusiveStreamerType === 'number' ? data.ExclusiveStreamerType : null;

  const openItem = (item: ScheduleItem) => {
    close();
    if (item.DataType === ScheduleDataType.Match) {
      bridge.send('GoToSingleMatch', { MatchId: item.MatchId });
      return;
    }
    if (item.EventId === null) return;
    const next = {
      ...data, MatchId: item.EventId, AnchorId: item.AnchorId, Title: item.Title, LayoutType: item.LayoutType, StreamerName: item.AnchorName,
      AnchorLanguage: item.Language, ProgramType: ProgramType.Entertainment, IsLicenseeChatroom: true,
    };
    navigateTo(`/entertainmentplugin?data=${encodeURIComponent(encodeDataParam(next))}`);
  };

  const toolbar = items.length > 0 && (
    <span className="page-tools">
      {items.map((id) => {
        const target = OVERLAY_OF[id] ?? 'none';
        const label = t(id === ToolbarItem.Leaderboard ? 'leaderboard' : id === ToolbarItem.Streamer ? 'live-streaming' : 'events');
        return (
          <button
            key={id}
            type="button"
            className="btn btn--ghost page-tool"
            data-toolbar-item={id}
            data-tutorial-target="toolbar"
            aria-label={label}
            title={label}
            aria-haspopup="dialog"
            aria-expanded={overlay === target}
            onClick={() => show(target)}
          >
            <ToolIcon item={id} />
          </button>
        );
      })}
    </span>
  );
  const panels = (
    <>
      {opened.has('leaderboard') && (
        <Leaderboard open={overlay === 'leaderboard'} currencyId={typeof data.CurrencyId === 'number' ? data.CurrencyId : 0} isUserLogin={isUserLogin} onClose={close} />
      )}
      {opened.has('lobby') && (
        <LicenseeLobby
          open={overlay === 'lobby'}
          siteId={args.siteId}
          userLanguage={userLanguage}
          currentMatchId={data.ProgramType === ProgramType.Entertainment ? null : (data.MatchId ?? null)}
          currentEventId={data.ProgramType === ProgramType.Entertainment ? (data.MatchId ?? null) : null}
          onOpen={openItem}
          onShowTopics={() => show('topics')}
          onClose={close}
        />
      )}
      {opened.has('events') && <EventListModal open={overlay === 'events'} userLanguage={userLanguage} onClose={close} />}
      {opened.has('topics') && (
        <StreamerTopicPanel open={overlay === 'topics'} userLanguage={userLanguage} exclusiveStreamerType={exclusiveStreamerType} onOpen={openItem} onClose={close} />
      )}
    </>
  );
  return (
    <>
      {toolbar}
      {createPortal(panels, document.body)}
    </>
  );
}

/**
 * The feedback prompt of the licensee screen (schedule spec section 4 "Feedback"): waits while
 * the chatroom's tutorial, the fast-market modal or one of the toolbar's panels is open.
 */
export function PageFeedback(props: { tutorialOpen: boolean; customerId: number | null; isUserLogin: boolean; fastMarket?: FastMarketSource }) {
  const { data } = useDataParam();
  const { isUserLogin } = props;
  const fastMarketOpen = useFastMarketModalOpen(props.fastMarket);
  if (data.MatchId === undefined) return null;
  return (
    <FeedbackPrompt
      customerId={typeof data.CustomerId === 'number' ? data.CustomerId : props.customerId}
      isUserLogin={isUserLogin}
      matchId={data.MatchId}
      anchorId={typeof data.AnchorId === 'number' ? data.AnchorId : 0}
      programType={ProgramType.Match}
      blocked={props.tutorialOpen || fastMarketOpen}
    />
  );
}
