/** Demo SVGA 2.x animations: generator (PNG + protobuf + zlib), catalogue and route. */
export { svgaPlugin } from './plugin';
export { svgaFile, svgaSlugs, svgaUrl, giftSvgaUrl, vipWelcomeSlug, LUCKY_BOX_OPEN_SLUG, GIFT_SVGA_SLUGS, VIP_LEVELS } from './catalogue';
export { encodeSvga, decodeSvga, encodeMovieEntity, SVGA_VERSION } from './movie';
export type { Movie, Sprite, Frame, Layout, Transform } from './movie';
export { encodePng, crc32 } from './png';
export { readFields } from './protobuf';
