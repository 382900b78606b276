import type { SportBetType } from '@sideline/protocol';

/** Market life: open (bettable), suspended (B011, may reopen), closed (B016, final). */
export type MarketStatus = 'open' | 'suspended' | 'closed';

export interface Selection {
  key: string;
  keyName: string;
  /** Decimal price in thousandths (1.95 → 1950). */
  priceMilli: number;
  /** A closed price answers B015 while the market stays open. */
  status: 'open' | 'closed';
}

export interface Market {
  id: number;
  matchId: number;
  sportType: number;
  betType: number;
  betTypeName: string;
  point: number | null;
  previousPoint: number | null;
  status: MarketStatus;
  selections: Selection[];
  minBetMinor: number;
  maxBetMinor: number;
  /** Fast-market round period (bet type 222), else null. */
  roundPeriod: number | null;
  updatedAt: number;
}

export interface SportEvent {
  matchId: number;
  /** 'closed' → B024; a match whose status is End or Canceled counts as closed too. */
  status: 'open' | 'closed';
  scoreHome: number;
  scoreAway: number;
  scoreChangedAt: number | null;
  maxStakeMinor: number;
}

/** What a bet asks for, as the sportsbook checks it. */
export interface BetCheck {
  matchId: number | null;
  sportType: number;
  betType: number | null;
  marketId: number;
  key: string;
  point: number | null;
  /** Decimal price the member saw; null to skip the price check (a quote). */
  priceMilli: number | null;
  /** The price to hold the bet to instead of the selection's (a followed promoted price). */
  expectedPriceMilli?: number | null;
  stakeMinor: number | null;
}

export type CheckResult =
  | { ok: true; market: Market; selection: Selection; event: SportEvent }
  | { ok: false; code: string; newPriceMilli?: number };

/**
 * The sportsbook behind the betting calls. `SimulatedSportsbook` implements it over the
 * database for the demo; a real sportsbook adapter can replace it (the calls only use this).
 * Per-member limits (B014) and money (B017) stay with the betting service and the wallet.
 */
export interface Sportsbook {
  /** Bet type names per sport (GetAllSportBetType). */
  betTypes(): readonly SportBetType[];
  /** The event of a match (created on first use in the simulator); null for an unknown match. */
  event(matchId: number): Promise<SportEvent | null>;
  market(marketId: number): Promise<Market | null>;
  /** Every market of a match, ordinary ones first. */
  markets(matchId: number): Promise<Market[]>;
  /**
   * Checks a bet or quote in the order of the B0xx catalogue (B005, B024, B016, B011, B015,
   * B007, B008/B009, B010, B013). `ok` gives the market, the selection and the event.
   */
  check(bet: BetCheck): Promise<CheckResult>;
}
