// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importsOf, reExportsOf } from './barrelEdges';

describe('barrel edges (what a page takes through a domain face)', () => {
  it("lists a module's imports in the bundler's order, each with the names taken", () => {
    const code = [
      'import { useRef, useState } from "react";',
      'import { Outlet } from "../../shared/navigation";',
      'import { A } from "../x";',
      'import { B as Bee, C } from "../x";',
      'import Def, { D } from "./def";',
      'import * as ns from "./ns";',
      'import "./page.css";',
      'export { E } from "./e";',
      'const lazy = () => import("./Lazy");',
    ].join('\n');
    const imports = importsOf(code, 7)!;
    expect(imports.map((i) => i.spec)).toEqual(['react', '../../shared/navigation', '../x', './def', './ns', './page.css', './e']);
    expect(imports.map((i) => (i.wanted === '*' ? '*' : [...i.wanted]))).toEqual([
      ['useRef', 'useState'], ['Outlet'], ['A', 'B', 'C'], '*', '*', '*', ['E'],
    ]);
    expect(importsOf(code, 6)).toBeNull(); // not lined up with the bundler's list: follow everything
  });

  it("reads a barrel's re-exports by name and its stars; anything else is not a barrel", () => {
    const barrel = [
      '/** The shell\'s face. */',
      'export { LanguagePicker } from "./language/LanguagePicker";',
      'export { motion as reducedMotion, other } from "./motion";',
      'export * from "./wallet";',
    ].join('\n');
    const re = reExportsOf(barrel, 3)!;
    expect([...re.names]).toEqual([
      ['LanguagePicker', { index: 0, name: 'LanguagePicker' }],
      ['reducedMotion', { index: 1, name: 'motion' }],
      ['other', { index: 1, name: 'other' }],
    ]);
    expect(re.stars).toEqual([2]);
    expect(reExportsOf('export { a } from "./a";\nexport const b = 1;', 1)).toBeNull();
  });
});
