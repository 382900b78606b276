export { canFollowSharedTickets, canShareTickets, fastMarketTicket, sharedTicketJson, sharedToTicket, sortBets, SHOWING_TICKET_TYPE } from './tickets';
export type { TicketSort } from './tickets';
export { ShareTicketList } from './ShareTicketList';
