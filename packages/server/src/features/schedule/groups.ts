/** The streamer-schedule feed's hub group (PushLivePrograms): one for everybody. */
export const STREAMER_SCHEDULE_GROUP = 'schedule:live-programs';
