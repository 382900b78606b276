import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { storeContractSuite } from './store.contract';
import { openStore } from './store';

storeContractSuite('sqlite in memory', () => openStore(':memory:'));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-store-'));
storeContractSuite('sqlite file (WAL)', () => openStore(path.join(dir, 'nested', 'test.db')), async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});
