// The schema's history. `PRAGMA user_version` says how many migrations a database has had; opening
// it runs the missing ones in order, in one transaction. Append a migration for every change, never
// edit one that has shipped: a data file made by an earlier version must still open.
import type { DatabaseSync } from 'node:sqlite';

export interface Migration {
  /** What it changes, for the log. */
  what: string;
  sql: string;
}

const v1 = `
CREATE TABLE users (id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, nickname TEXT NOT NULL,
  avatar_url TEXT NOT NULL, gender INTEGER NOT NULL, birthday TEXT, signature TEXT NOT NULL,
  real_name TEXT NOT NULL, id_card TEXT NOT NULL, integral INTEGER NOT NULL, interest_ids TEXT NOT NULL,
  created_at INTEGER NOT NULL, password_hash TEXT NOT NULL, salt TEXT NOT NULL);
CREATE INDEX users_by_mobile ON users (mobile);

CREATE TABLE sessions (id INTEGER PRIMARY KEY, token TEXT NOT NULL, user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE INDEX sessions_by_token ON sessions (token);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

CREATE TABLE sms_codes (id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, scene TEXT NOT NULL,
  code TEXT NOT NULL, sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, tries INTEGER NOT NULL,
  used INTEGER NOT NULL);
CREATE INDEX sms_codes_by_mobile ON sms_codes (mobile, scene);

CREATE TABLE login_failures (id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, times TEXT NOT NULL);
CREATE INDEX login_failures_by_mobile ON login_failures (mobile);

CREATE TABLE temp_tokens (id INTEGER PRIMARY KEY, token TEXT NOT NULL, uid INTEGER NOT NULL,
  expires_at INTEGER NOT NULL);
CREATE INDEX temp_tokens_by_expiry ON temp_tokens (expires_at);

CREATE TABLE uploads (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, name TEXT NOT NULL,
  original_name TEXT NOT NULL, size INTEGER NOT NULL, mime_type TEXT NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX uploads_by_uid ON uploads (uid);

CREATE TABLE sign_ins (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, date TEXT NOT NULL,
  streak INTEGER NOT NULL, points INTEGER NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX sign_ins_by_uid ON sign_ins (uid, date);

CREATE TABLE messages (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, box TEXT NOT NULL,
  title TEXT NOT NULL, content TEXT NOT NULL, from_uid INTEGER NOT NULL, link TEXT, read INTEGER NOT NULL,
  create_time INTEGER NOT NULL);
CREATE INDEX messages_by_box ON messages (uid, box);
CREATE INDEX messages_unread ON messages (uid, read);

CREATE TABLE favors (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL);
CREATE INDEX favors_by_target ON favors (target_type, target_id, uid);

CREATE TABLE collects (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX collects_by_user ON collects (uid, target_type, target_id);
CREATE INDEX collects_by_target ON collects (target_type, target_id);

CREATE TABLE follows (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, follow_uid INTEGER NOT NULL);
CREATE INDEX follows_by_user ON follows (uid, follow_uid);
CREATE INDEX follows_by_followed ON follows (follow_uid);

CREATE TABLE comments (id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL, parent_id INTEGER NOT NULL,
  uid INTEGER NOT NULL, reply_uid INTEGER NOT NULL, content TEXT NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX comments_by_document ON comments (document_id);

CREATE TABLE posts (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, topic_id INTEGER NOT NULL,
  title TEXT NOT NULL, content TEXT NOT NULL, pictures TEXT NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX posts_by_uid ON posts (uid);
CREATE INDEX posts_by_topic ON posts (topic_id);

CREATE TABLE orders (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, order_no TEXT NOT NULL,
  status TEXT NOT NULL, items TEXT NOT NULL, goods_amount INTEGER NOT NULL, freight INTEGER NOT NULL,
  coupon_amount INTEGER NOT NULL, pay_amount INTEGER NOT NULL, user_coupon_id INTEGER NOT NULL,
  address TEXT NOT NULL, remark TEXT NOT NULL, create_time INTEGER NOT NULL, pay_deadline INTEGER NOT NULL,
  pay_requested_at INTEGER, pay_type TEXT, pay_time INTEGER, delivery_time INTEGER, receive_time INTEGER,
  finish_time INTEGER, cancel_time INTEGER, cancel_reason TEXT NOT NULL, express_code TEXT,
  express_company TEXT, express_no TEXT, invoice_id INTEGER NOT NULL, deleted INTEGER NOT NULL,
  due_at INTEGER);
CREATE INDEX orders_by_user ON orders (uid, deleted, create_time DESC, id DESC);
CREATE INDEX orders_by_no ON orders (order_no);
CREATE INDEX orders_due ON orders (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE refunds (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, order_id INTEGER NOT NULL,
  order_item_id INTEGER NOT NULL, refund_type TEXT NOT NULL, reason TEXT NOT NULL,
  description TEXT NOT NULL, pictures TEXT NOT NULL, amount INTEGER NOT NULL, status TEXT NOT NULL,
  express_code TEXT, express_company TEXT, express_no TEXT, create_time INTEGER NOT NULL, due_at INTEGER,
  timeline TEXT NOT NULL);
CREATE INDEX refunds_by_user ON refunds (uid);
CREATE INDEX refunds_by_order ON refunds (order_id);
CREATE INDEX refunds_due ON refunds (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE repairs (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, order_id INTEGER NOT NULL,
  order_item_id INTEGER NOT NULL, reason TEXT NOT NULL, description TEXT NOT NULL,
  pictures TEXT NOT NULL, status TEXT NOT NULL, create_time INTEGER NOT NULL, due_at INTEGER,
  timeline TEXT NOT NULL);
CREATE INDEX repairs_by_user ON repairs (uid);
CREATE INDEX repairs_by_order ON repairs (order_id);
CREATE INDEX repairs_due ON repairs (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE invoices (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, order_id INTEGER NOT NULL,
  title_type TEXT NOT NULL, title TEXT NOT NULL, tax_no TEXT, email TEXT NOT NULL,
  amount INTEGER NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX invoices_by_order ON invoices (order_id);

CREATE TABLE evaluations (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, order_id INTEGER NOT NULL,
  order_item_id INTEGER NOT NULL, goods_id INTEGER NOT NULL, sku_id INTEGER NOT NULL,
  score INTEGER NOT NULL, content TEXT NOT NULL, pictures TEXT NOT NULL, anonymous INTEGER NOT NULL,
  spec_text TEXT NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX evaluations_by_goods ON evaluations (goods_id);
CREATE INDEX evaluations_by_order ON evaluations (order_id);

CREATE TABLE cart_items (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, goods_id INTEGER NOT NULL,
  sku_id INTEGER NOT NULL, quantity INTEGER NOT NULL, checked INTEGER NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX cart_items_by_user ON cart_items (uid, sku_id);

CREATE TABLE user_coupons (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, coupon_id INTEGER NOT NULL,
  used INTEGER NOT NULL, used_order_id INTEGER NOT NULL, received_time INTEGER NOT NULL, used_time INTEGER);
CREATE INDEX user_coupons_by_user ON user_coupons (uid, coupon_id);
CREATE INDEX user_coupons_by_coupon ON user_coupons (coupon_id);

CREATE TABLE reminders (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, goods_id INTEGER NOT NULL,
  session_id INTEGER NOT NULL);
CREATE INDEX reminders_by_user ON reminders (uid, goods_id, session_id);

CREATE TABLE behaviour_events (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, event TEXT NOT NULL,
  page TEXT NOT NULL, data TEXT NOT NULL, ip TEXT NOT NULL, create_time INTEGER NOT NULL);

CREATE TABLE sku_stock (id INTEGER PRIMARY KEY, stock INTEGER NOT NULL);

CREATE TABLE addresses (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, consignee TEXT NOT NULL,
  mobile TEXT NOT NULL, province_code TEXT NOT NULL, province_name TEXT NOT NULL, city_code TEXT NOT NULL,
  city_name TEXT NOT NULL, area_code TEXT NOT NULL, area_name TEXT NOT NULL, detail TEXT NOT NULL,
  is_default INTEGER NOT NULL, create_time INTEGER NOT NULL);
CREATE INDEX addresses_by_user ON addresses (uid);

CREATE TABLE ad_clicks (id INTEGER PRIMARY KEY, count INTEGER NOT NULL);
`;

export const MIGRATIONS: readonly Migration[] = [
  { what: 'the tables of the user-made state', sql: v1 },
  { what: "a taken coupon's own expiry", sql: 'ALTER TABLE user_coupons ADD COLUMN expires_at INTEGER;' },
  {
    // Units sold in a flash session are summed over its own orders only, not every order stored.
    what: 'the flash session an order bought in, indexed',
    sql: `ALTER TABLE orders ADD COLUMN flash_session_id INTEGER;
UPDATE orders SET flash_session_id = (SELECT json_extract(line.value, '$.flashSessionId')
  FROM json_each(orders.items) AS line WHERE json_extract(line.value, '$.flashSessionId') IS NOT NULL LIMIT 1);
CREATE INDEX orders_by_flash_session ON orders (flash_session_id, uid) WHERE flash_session_id IS NOT NULL;`,
  },
  {
    // The units a session still holds are summed over its standing orders only. The index above held
    // every order of the session, cancelled ones too, so a flash buy read more rows the more orders
    // had been placed and cancelled in the session (writes fell to 0.46x by 30,000 orders). Standing
    // orders are few (a session sells at most its own quantity), so this index stays small.
    what: 'the flash session of orders still holding units, indexed (cancelled and closed ones left out)',
    sql: `CREATE INDEX orders_holding_flash ON orders (flash_session_id, uid)
  WHERE flash_session_id IS NOT NULL AND status NOT IN ('cancelled', 'closed');
DROP INDEX orders_by_flash_session;`,
  },
  {
    // POST /__mock/payments: how the next payments turn out, and each order's attempt in flight.
    what: "payment plans and the outcome of an order's payment attempt",
    sql: `CREATE TABLE payment_plans (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, outcome TEXT NOT NULL,
  after_ms INTEGER, created_at INTEGER NOT NULL);
CREATE INDEX payment_plans_by_order ON payment_plans (order_id);
ALTER TABLE orders ADD COLUMN pay_outcome TEXT;
ALTER TABLE orders ADD COLUMN pay_settle_at INTEGER;
ALTER TABLE orders ADD COLUMN pay_error TEXT;
ALTER TABLE orders ADD COLUMN pay_notifies INTEGER;`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export const schemaVersionOf = (db: DatabaseSync): number =>
  (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;

/**
 * Brings the database to SCHEMA_VERSION (all or nothing). A database newer than this code is
 * refused rather than guessed at. `upTo` stops early (tests build older versions with it).
 */
export function migrate(db: DatabaseSync, upTo = SCHEMA_VERSION): number[] {
  const from = schemaVersionOf(db);
  if (from > SCHEMA_VERSION)
    throw new Error(
      `the data file has schema version ${from}, newer than this mock-api knows (${SCHEMA_VERSION}); use a newer mock-api or another MOCK_DATA_FILE`,
    );
  const applied: number[] = [];
  if (from >= upTo) return applied;
  db.exec('BEGIN IMMEDIATE');
  try {
    for (let version = from + 1; version <= upTo; version++) {
      db.exec(MIGRATIONS[version - 1]!.sql);
      applied.push(version);
    }
    db.exec(`PRAGMA user_version = ${upTo}`);
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
  return applied;
}
