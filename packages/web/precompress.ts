import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every compressible
 * file of the bundle, once at build time, so the server sends them by Accept-Encoding
 * (@fastify/static `preCompressed`) without compressing per request. Node's zlib does the
 * work; the plugin only walks the bundle, which is why it is written here rather than
 * pulled in as another dependency. Source maps are left alone: they are not served by
 * default (SOURCE_MAPS).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sideline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(files.map(async (name) => {
        const file = path.join(outDir, name);
        const data = await fs.promises.readFile(file);
        if (data.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      }));
    },
  };
}
