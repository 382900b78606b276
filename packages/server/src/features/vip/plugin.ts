import type { FastifyInstance } from 'fastify';
import type { WelcomeInfo } from '@sideline/protocol';
import { GetWelcomeInfo } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { VIP_LEVELS, svgaUrl, vipWelcomeSlug } from '../../media/svga/catalogue';

/** GET /Vip/GetWelcomeInfo: the welcome animation of each VIP level 1-10 (generated SVGA files). */
export function welcomeInfoList(): WelcomeInfo[] {
  return VIP_LEVELS.map((level) => ({ Vip: level, WelcomeSvgaUrl: svgaUrl(vipWelcomeSlug(level)) }));
}

/** VIP feature: welcome animations per level. */
export async function vipPlugin(app: FastifyInstance): Promise<void> {
  registerCall(app, GetWelcomeInfo, () => ({ WelcomeInfoList: welcomeInfoList() }));
}
