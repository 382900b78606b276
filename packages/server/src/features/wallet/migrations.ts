import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';
import type { Generated } from 'kysely';

/**
 * Tables of the money features (wallet, gifts, lucky boxes), registered in
 * `features/index.ts` (`featureMigrations`). The foundation owns `wallets` and `ledger`; here the ledger
 * gains the references a tipping leaderboard and turnover need (match, anchor, gift), and the
 * idempotency store, gift tickets (with their own ledger) and lucky-box draws are added. Dialect-neutral columns only.
 */
export interface IdempotencyRequestsTable {
  customer_id: number;
  /** The contract call name ('SendGift', …): a key is scoped to customer + call. */
  call_name: string;
  idem_key: string;
  /** sha256 of the call name and the canonical request body. */
  request_hash: string;
  /** 'running' while the first request runs, 'done' once its answer is stored. */
  status: string;
  http_status: number | null;
  /** The stored answer: `{ code, result, errors }` as JSON text. */
  answer_json: string | null;
  created_at: number;
  updated_at: number;
}

export interface GiftCardsTable {
  customer_id: number;
  gift_id: number;
  /** Vouchers held; never below 0. */
  quantity: number;
}

export interface LuckyBoxDrawsTable {
  id: Generated<number>;
  lucky_box_id: number;
  customer_id: number;
  gift_id: number;
  nickname: string;
  streamer_name: string | null;
  match_id: number | null;
  anchor_id: number | null;
  drawn_at: number;
}

/** Ledger columns added by `0200_wallet_ledger_refs` (all nullable: older rows have none). */
export interface LedgerRefColumns {
  /** Free-form reference of what the movement paid for, e.g. 'gift:104x3', 'lucky-box:401'. */
  reference: string | null;
  match_id: number | null;
  anchor_id: number | null;
  anchor_language: string | null;
  gift_id: number | null;
  quantity: number | null;
}

/**
 * The gift-ticket (voucher) ledger (`0204_wallet_gift_card_ledger`): one row per voucher
 * movement, written in the same transaction as the `gift_cards` change. Vouchers are not money:
 * `wallets` and `ledger` never move for them.
 */
export interface GiftCardLedgerTable {
  id: Generated<number>;
  customer_id: number;
  gift_id: number;
  /** Signed: a grant > 0, a use < 0. */
  quantity: number;
  /** Vouchers of this gift held after the movement. */
  quantity_after: number;
  /** 'grant' or 'gift' (sent with SendGift IsUsingTicket). */
  reason: string;
  /** Unique per customer when set: a retried movement finds the first one. */
  idempotency_key: string | null;
  /** A use: the currency the gift was sent in, and its value there (price × quantity, minor units). */
  currency_id: number | null;
  value_minor: number;
  reference: string | null;
  match_id: number | null;
  anchor_id: number | null;
  anchor_language: string | null;
  created_at: number;
}

declare module '../../store/schema' {
  interface Database {
    idempotency_requests: IdempotencyRequestsTable;
    gift_cards: GiftCardsTable;
    gift_card_ledger: GiftCardLedgerTable;
    lucky_box_draws: LuckyBoxDrawsTable;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the columns
  interface LedgerTable extends LedgerRefColumns {}
}

type Builder = CreateTableBuilder<string, never>;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function walletMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0200_wallet_ledger_refs': {
      async up(db: Kysely<any>) {
        for (const [name, type] of [
          ['reference', 'text'], ['match_id', 'bigint'], ['anchor_id', 'integer'], ['anchor_language', 'text'],
          ['gift_id', 'integer'], ['quantity', 'integer'],
        ] as const) {
          await db.schema.alterTable('ledger').addColumn(name, type).execute();
        }
        await db.schema.createIndex('ledger_reason_time').on('ledger').columns(['reason', 'created_at']).execute();
        await db.schema.createIndex('ledger_anchor').on('ledger').columns(['anchor_id', 'reason']).execute();
      },
    },
    '0201_wallet_idempotency': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('idempotency_requests')
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('call_name', 'text', (c) => c.notNull())
          .addColumn('idem_key', 'text', (c) => c.notNull())
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('http_status', 'integer')
          .addColumn('answer_json', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('idempotency_requests_pk', ['customer_id', 'call_name', 'idem_key'])
          .execute();
        await db.schema.createIndex('idempotency_requests_created').on('idempotency_requests').column('created_at').execute();
      },
    },
    '0202_wallet_gift_cards': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('gift_cards')
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('gift_id', 'integer', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('gift_cards_pk', ['customer_id', 'gift_id'])
          .execute();
      },
    },
    '0203_wallet_lucky_box_draws': {
      async up(db: Kysely<any>) {
        const t = db.schema.createTable('lucky_box_draws') as unknown as Builder;
        const withId = dialect === 'postgres'
          ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
        await withId
          .addColumn('lucky_box_id', 'integer', (c) => c.notNull())
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('gift_id', 'integer', (c) => c.notNull())
          .addColumn('nickname', 'text', (c) => c.notNull())
          .addColumn('streamer_name', 'text')
          .addColumn('match_id', 'bigint')
          .addColumn('anchor_id', 'integer')
          .addColumn('drawn_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('lucky_box_draws_box').on('lucky_box_draws').columns(['lucky_box_id', 'id']).execute();
      },
    },
    '0204_wallet_gift_card_ledger': {
      async up(db: Kysely<any>) {
        const t = db.schema.createTable('gift_card_ledger') as unknown as Builder;
        const withId = dialect === 'postgres'
          ? t.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
        await withId
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('gift_id', 'integer', (c) => c.notNull())
          .addColumn('quantity', 'integer', (c) => c.notNull())
          .addColumn('quantity_after', 'integer', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text')
          .addColumn('currency_id', 'integer')
          .addColumn('value_minor', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('reference', 'text')
          .addColumn('match_id', 'bigint')
          .addColumn('anchor_id', 'integer')
          .addColumn('anchor_language', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addUniqueConstraint('gift_card_ledger_idempotency', ['customer_id', 'idempotency_key'])
          .execute();
        await db.schema.createIndex('gift_card_ledger_reason_time').on('gift_card_ledger').columns(['reason', 'created_at']).execute();
        await db.schema.createIndex('gift_card_ledger_customer').on('gift_card_ledger').columns(['customer_id', 'gift_id']).execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
