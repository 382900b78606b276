/** The Streamer tab of the topic page: list (desktop pages of 3, mobile 2 columns) and detail. */
export { StreamerBrowser } from './StreamerBrowser';
export { StreamerDetailView } from './StreamerDetailView';
export { STREAMER_LANGUAGES, streamerLanguagesFor, featuresToShow, pageCount, pageItems, stepIndex, tagBadge } from './streamerModel';
