export { ChatroomSection } from './ChatroomSection';
export type { ChatroomSectionProps } from './ChatroomSection';
export { createChatSession, randomColor } from './chatSession';
export type { ChatSession, ChatSessionOptions } from './chatSession';
export { defaultExpanded } from './layout';
