import { describe, expect, it } from 'vitest';
import { LayoutType, ProgramType } from '@sideline/protocol';
import { defaultExpanded } from './layout';
import { randomColor } from './chatSession';

describe('chatroom defaults', () => {
  it.each([
    [{ programType: ProgramType.Entertainment, isMobile: true, layoutType: LayoutType.Horizontal }, true],
    [{ programType: ProgramType.Entertainment, isMobile: true, layoutType: LayoutType.Vertical }, false],
    [{ programType: ProgramType.Entertainment, isMobile: false, layoutType: LayoutType.Vertical }, true],
    [{ programType: ProgramType.Entertainment, isMobile: false, layoutType: LayoutType.Horizontal }, false],
    [{ programType: ProgramType.Match }, true],
    [{ programType: ProgramType.Match, enableDefaultOpen: false }, false],
  ])('%j → %s', (args, expected) => {
    expect(defaultExpanded(args)).toBe(expected);
  });
  it('picks a nickname colour 1-10', () => {
    expect(randomColor(() => 0)).toBe(1);
    expect(randomColor(() => 0.999)).toBe(10);
  });
});
