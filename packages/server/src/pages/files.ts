import fs from 'node:fs';
import path from 'node:path';

/** Does the built app exist (its index.html)? */
export function hasIndex(root: string): boolean {
  return fs.existsSync(path.join(root, 'index.html'));
}
