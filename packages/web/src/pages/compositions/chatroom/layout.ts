import { LayoutType, MOBILE_BREAKPOINT_PX, ProgramType } from '@sideline/protocol';

/**
 * Whether the chat starts expanded (section 4): entertainment chat is expanded when (mobile
 * and horizontal) or (not mobile and not horizontal); otherwise EnableDefaultOpenChatroom
 * decides (default open).
 */
export function defaultExpanded(args: { programType: number; layoutType?: number; enableDefaultOpen?: boolean; isMobile?: boolean }): boolean {
  if (args.programType === ProgramType.Entertainment) {
    const mobile = args.isMobile ?? (typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX);
    const horizontal = args.layoutType === LayoutType.Horizontal;
    return (mobile && horizontal) || (!mobile && !horizontal);
  }
  return args.enableDefaultOpen ?? true;
}
