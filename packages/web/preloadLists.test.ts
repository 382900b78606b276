import { describe, expect, it } from 'vitest';
import { chunkGraph, withoutLoaded } from './preloadLists';

/** Runs the plugin's bundle hook on a made-up bundle of chunks. */
function record(chunks: Array<{ fileName: string; imports: string[]; facadeModuleId?: string }>) {
  const plugin = chunkGraph();
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Record<string, unknown>) => void };
  hook.handler({}, Object.fromEntries(chunks.map((c) => [c.fileName, { type: 'chunk', facadeModuleId: null, ...c }])));
}

describe('preload lists of lazy imports', () => {
  record([
    { fileName: 'assets/index.js', imports: ['assets/vendor.js', 'assets/shared.js'] },
    { fileName: 'assets/room.js', imports: ['assets/vendor.js', 'assets/contract.js'] },
    { fileName: 'assets/vendor.js', imports: [] },
    { fileName: 'assets/shared.js', imports: ['assets/vendor.js'] },
    { fileName: 'assets/contract.js', imports: [] },
    { fileName: 'assets/Panel.js', imports: ['assets/vendor.js', 'assets/contract.js', 'assets/panel-helpers.js'] },
    { fileName: 'assets/Licensee.js', imports: ['assets/room.js'], facadeModuleId: '/repo/packages/web/src/pages/licensee/LicenseePage.tsx' },
  ]);

  it('leaves out what the importing chunk loads statically, and keeps the rest', () => {
    expect(withoutLoaded('assets/room.js', 'assets/Panel.js', ['assets/vendor.js', 'assets/contract.js', 'assets/panel-helpers.js', 'assets/Panel.css']))
      .toEqual(['assets/panel-helpers.js', 'assets/Panel.css']);
  });

  it('follows the host chunk\'s imports through their own imports', () => {
    expect(withoutLoaded('assets/index.js', 'assets/Panel.js', ['assets/vendor.js', 'assets/shared.js', 'assets/contract.js'])).toEqual(['assets/contract.js']);
  });

  it('keeps only the stylesheets of a page the server\'s Link header names', () => {
    const linked = new Set(['src/pages/licensee/LicenseePage.tsx']);
    expect(withoutLoaded('assets/index.js', 'assets/Licensee.js', ['assets/room.js', 'assets/contract.js', 'assets/room.css'], linked)).toEqual(['assets/room.css']);
    expect(withoutLoaded('assets/index.js', 'assets/Licensee.js', ['assets/room.js', 'assets/contract.js', 'assets/room.css'])).toEqual(['assets/room.js', 'assets/contract.js', 'assets/room.css']);
  });
});
