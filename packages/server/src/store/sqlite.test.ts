import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite';

describe('the SQLite statement cache', () => {
  it('prepares a statement once per SQL text and reuses it, with the same answers', () => {
    const raw = new BetterSqlite3(':memory:');
    let prepared = 0;
    const counted = Object.assign(Object.create(raw) as BetterSqlite3.Database, { prepare: (sql: string) => { prepared += 1; return raw.prepare(sql); } });
    const db = withStatementCache(counted);
    db.prepare('create table t (id integer primary key, name text)').run([]);
    const insert = db.prepare('insert into t (name) values (?)');
    insert.run(['a']);
    expect(db.prepare('insert into t (name) values (?)')).toBe(insert);
    db.prepare('insert into t (name) values (?)').run(['b']);
    expect(db.prepare('select name from t order by id').all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(db.prepare('select name from t order by id').all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(prepared).toBe(3);
    db.close();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const raw = new BetterSqlite3(':memory:');
    const db = withStatementCache(raw, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // used again: now the most recent
    db.prepare('select 3'); // drops 'select 2'
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });

  it('follows a schema change: a kept statement sees the new column', () => {
    const raw = new BetterSqlite3(':memory:');
    const db = withStatementCache(raw);
    db.prepare('create table t (a integer)').run([]);
    db.prepare('insert into t (a) values (1)').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    db.prepare('alter table t add column b integer default 7').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 7 }]);
    db.close();
  });
});
